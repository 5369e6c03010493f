/**
 * Drafts that can be deleted (issue 21, scope 8): DELETE /property-drafts/{id} removes the owner's
 * pending draft — its rows in one transaction, its files after the commit; another agent's or an
 * unknown draft answers 404, one being published 409, each with nothing written. A draft as
 * 'Nueva propiedad' made it, never written to, is not listed; one written to once always is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDraftSummary } from '../../src/schema/property-draft.ts';
import { expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { draftMedia, form, mp4, uploadedFiles } from './support/draft-media.ts';
import { MISSING_DRAFT_ID, REFS, createDraft, draftOf, locationBody, nearbyPlaceBody, postBody, saveBasics } from './support/drafts.ts';
import { JPEG_1X1, PNG_1X1 } from './support/images.ts';

let server: TestServer;
let owner: { token: string };
let other: { token: string };

beforeAll(async () => {
  server = await startServer();
  owner = await signUp(server);
  other = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

const media = draftMedia(() => server, () => owner.token);
const listed = async (token: string): Promise<string[]> =>
  (expectOk(await server.api('GET', '/property-drafts?statuses=1,2,3&limit=100', { token })).data as PropertyDraftSummary[]).map((item) => item.propertyDraftId);
const remove = (id: string, token = owner.token) => server.api('DELETE', `/property-drafts/${id}`, { token });

/** A draft with every kind of part and file: basics, location, a room, a detail, a place, photos, cover, video and its cover, a post. */
async function fullDraft(token: string): Promise<{ id: string; urls: string[] }> {
  const { propertyDraftId: id } = await createDraft(server, token);
  const put = async (path: string, body: unknown) => draftOf(await server.api('PUT', `/property-drafts/${id}${path}`, { token, body }));
  await saveBasics(server, token, id, { code: null });
  await put('/location', locationBody());
  await put(`/enviroments/${REFS.habitacion}`, { quantity: 2 });
  await put('/details', { propertyDetailType: REFS.size, value: '120' });
  await put('/nearby-places', nearbyPlaceBody());
  const withImage = draftOf(await media.uploadImage(id, JPEG_1X1, 'foto.jpg', { imageType: 'STATIC' }, token));
  draftOf(await media.upload('POST', id, '/thumbnail', form(PNG_1X1, 'portada.png', 'image/png'), token));
  draftOf(await media.upload('POST', id, '/videos', form(mp4(), 'video.mp4', 'video/mp4'), token));
  draftOf(await media.upload('PUT', id, '/videos/thumbnail', form(JPEG_1X1, 'v.jpg', 'image/jpeg'), token));
  const imageIds = withImage.media.map((image) => image.propertyImageId);
  const draft = await put('/instagram', postBody(imageIds));
  const urls = [draft.thumbnail, draft.video?.url, draft.video?.thumbnail, ...draft.media.map((image) => image.imageUrl)].filter((url): url is string => typeof url === 'string');
  expect(urls).toHaveLength(4);
  return { id, urls };
}

describe('DELETE /property-drafts/{id}', () => {
  it('deletes the owner’s pending draft with every row and file it had (200, data null)', async () => {
    const before = await server.snapshot();
    const filesBefore = await uploadedFiles(server);
    const { id, urls } = await fullDraft(owner.token);
    for (const url of urls) expect((await server.fetchRaw(url)).status, url).toBe(200);

    const response = await remove(id);
    expect(expectOk(response).data).toBeNull();

    expectError(await server.api('GET', `/property-drafts/${id}`, { token: owner.token }), 'PROPERTY_DRAFT_NOT_FOUND');
    expect(await listed(owner.token)).not.toContain(id);
    for (const url of urls) expect((await server.fetchRaw(url)).status, url).toBe(404);
    const after = await server.snapshot();
    // Only the first draft's completed task (PropertyCreated) stays of what the draft made.
    for (const table of Object.keys(before).filter((name) => name.startsWith('property_draft'))) expect(after[table], table).toBe(before[table]);
    expect(await uploadedFiles(server)).toEqual(filesBefore);
    // A second delete finds nothing.
    expectError(await remove(id), 'PROPERTY_DRAFT_NOT_FOUND');
  });

  it('deletes an empty draft too', async () => {
    const { propertyDraftId: id } = await createDraft(server, owner.token);
    expectOk(await remove(id));
    expectError(await server.api('GET', `/property-drafts/${id}`, { token: owner.token }), 'PROPERTY_DRAFT_NOT_FOUND');
  });

  it('another agent’s draft answers 404 PROPERTY_DRAFT_NOT_FOUND, as a missing one, and nothing is deleted', async () => {
    const { id, urls } = await fullDraft(owner.token);
    const files = await uploadedFiles(server);
    await expectNothingWritten(server, async () => {
      expectError(await remove(id, other.token), 'PROPERTY_DRAFT_NOT_FOUND');
      expectError(await remove(MISSING_DRAFT_ID, other.token), 'PROPERTY_DRAFT_NOT_FOUND');
      expectError(await remove('not-an-id', other.token), 'PROPERTY_DRAFT_NOT_FOUND');
    });
    expect(await uploadedFiles(server)).toEqual(files);
    for (const url of urls) expect((await server.fetchRaw(url)).status, url).toBe(200);
    expect(await listed(owner.token)).toContain(id);
  });

  it('needs the API key and a token', async () => {
    const { propertyDraftId: id } = await createDraft(server, owner.token);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('DELETE', `/property-drafts/${id}`), 'ACCESS_TOKEN_INVALID');
      expectError(await server.api('DELETE', `/property-drafts/${id}`, { token: owner.token, apiKey: 'wrong' }), 'API_KEY_INVALID');
    });
  });

  it('a draft being published or published answers 409 PROPERTY_DRAFT_NOT_EDITABLE and stays whole', async () => {
    for (const status of [2, 3]) {
      const { id, urls } = await fullDraft(owner.token);
      await server.database.execute(`update property_drafts set status = ${status} where id = '${id}'`);
      await expectNothingWritten(server, async () => {
        expectError(await remove(id), 'PROPERTY_DRAFT_NOT_EDITABLE');
      });
      for (const url of urls) expect((await server.fetchRaw(url)).status, url).toBe(200);
    }
  });
});

describe('untouched drafts are not listed', () => {
  it('a draft as “Nueva propiedad” made it is left out of every list; one written to once is listed for good', async () => {
    const agent = await signUp(server);
    const empty = await createDraft(server, agent.token);
    expect(await listed(agent.token)).toEqual([]);
    // It is still there to be opened (the editor reads it by id).
    draftOf(await server.api('GET', `/property-drafts/${empty.propertyDraftId}`, { token: agent.token }));

    // A photo added and removed again: written to, so listed.
    const photo = draftOf(await media.uploadImage(empty.propertyDraftId, JPEG_1X1, 'foto.jpg', { imageType: 'STATIC' }, agent.token));
    draftOf(await server.api('DELETE', `/property-drafts/${empty.propertyDraftId}/images/${photo.media[0]?.propertyImageId}`, { token: agent.token }));
    expect(await listed(agent.token)).toEqual([empty.propertyDraftId]);
    const pagination = expectOk(await server.api('GET', '/property-drafts', { token: agent.token })).metadata.pagination;
    expect(pagination).toMatchObject({ total: 1 });
  });

  it('a refused write does not count as one', async () => {
    const agent = await signUp(server);
    const empty = await createDraft(server, agent.token);
    const refused = await server.api('PUT', `/property-drafts/${empty.propertyDraftId}`, { token: agent.token, body: { description: null, price: 1, propertyType: 'pt-nada', operationType: 1, code: null } });
    expectError(refused, 'VALIDATION_ERROR');
    expect(await listed(agent.token)).toEqual([]);
  });
});
