/**
 * Every property-draft route (issue 10), called by another agent with the first agent's ids,
 * answers exactly like a missing draft (404 PROPERTY_DRAFT_NOT_FOUND, never 403) and changes
 * nothing: no row, no file, the owner's draft as it was. The parts of a draft (images, nearby
 * places) are not reachable through another draft either. Then every route refuses a missing or
 * wrong API key and a missing or bad bearer token, writing nothing.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorType } from '../../src/schema/errors.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { expectError, expectOk, signUp, startServer } from './harness.ts';
import type { ApiResponse, RequestOptions, SignedUpAgent, TestServer } from './harness.ts';
import { MISSING_DRAFT_ID, REFS, basicBody, createDraft, draftOf, locationBody, nearbyPlaceBody, postBody } from './support/drafts.ts';
import { mp4 } from './support/draft-media.ts';
import { JPEG_1X1, PNG_1X1 } from './support/images.ts';
import { connected } from './support/media.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const MP4 = mp4();

const fileForm = (bytes: Buffer, name: string, fields: Record<string, string> = {}): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

/** What an agent owns: a full draft (photo, video with thumbnail, place, both posts) and its Facebook pages. */
interface Owned {
  readonly agent: SignedUpAgent;
  readonly draft: PropertyDraft;
  readonly pages: readonly string[];
}

async function owned(): Promise<Owned> {
  const agent = await signUp(server);
  await connected(server, agent.token, 'facebook');
  const pages = (expectOk(await server.api('GET', '/media-providers/facebook/pages', { token: agent.token })).data as Array<{ facebookPageId: string }>).map(
    (page) => page.facebookPageId,
  );
  const { propertyDraftId: id } = await createDraft(server, agent.token);
  const call = (method: string, path: string, options: RequestOptions) => server.api(method, `/property-drafts/${id}${path}`, { token: agent.token, ...options });
  draftOf(await call('PUT', '', { body: basicBody() }));
  draftOf(await call('PUT', `/enviroments/${REFS.habitacion}`, { body: { quantity: 2 } }));
  draftOf(await call('PUT', '/location', { body: locationBody() }));
  draftOf(await call('PUT', '/details', { body: { propertyDetailType: REFS.parking, value: '2' } }));
  draftOf(await call('PUT', '/nearby-places', { body: nearbyPlaceBody() }));
  draftOf(await call('POST', '/thumbnail', { rawBody: fileForm(JPEG_1X1, 'm.jpg') }));
  const imageId = draftOf(await call('POST', '/images', { rawBody: fileForm(PNG_1X1, 'f.png', { imageType: 'STATIC' }) })).media[0]?.propertyImageId as string;
  draftOf(await call('POST', '/videos', { rawBody: fileForm(MP4, 'v.mp4') }));
  draftOf(await call('PUT', '/videos/thumbnail', { rawBody: fileForm(JPEG_1X1, 't.jpg') }));
  draftOf(await call('PUT', '/instagram', { body: postBody([imageId]) }));
  const draft = draftOf(await call('PUT', '/facebook', { body: { ...postBody([imageId]), pagesIds: pages } }));
  return { agent, draft, pages };
}

/** The ids a route is called with. */
interface Ids {
  readonly draftId: string;
  readonly imageId: string;
  readonly placeId: string;
}

const idsOf = (draft: PropertyDraft): Ids => ({
  draftId: draft.propertyDraftId,
  imageId: draft.media[0]?.propertyImageId as string,
  placeId: draft.nearbyPlaces[0]?.propertyNearbyPlaceId as string,
});

interface ScopedRoute {
  readonly name: string;
  readonly method: string;
  readonly path: (ids: Ids) => string;
  /** A request that would succeed for the owner of the ids (the caller's own Facebook pages where pages are needed). */
  readonly request: (ids: Ids, caller: Owned) => RequestOptions;
}

const base = (ids: Ids) => `/property-drafts/${ids.draftId}`;
const none = (): RequestOptions => ({});

const ROUTES: readonly ScopedRoute[] = [
  { name: 'GET draft', method: 'GET', path: base, request: none },
  { name: 'PUT basic data', method: 'PUT', path: base, request: () => ({ body: basicBody({ price: 1 }) }) },
  { name: 'PUT environment', method: 'PUT', path: (ids) => `${base(ids)}/enviroments/${REFS.sala}`, request: () => ({ body: { quantity: 3 } }) },
  { name: 'PUT location', method: 'PUT', path: (ids) => `${base(ids)}/location`, request: () => ({ body: locationBody({ address: 'Intruso' }) }) },
  { name: 'POST thumbnail', method: 'POST', path: (ids) => `${base(ids)}/thumbnail`, request: () => ({ rawBody: fileForm(PNG_1X1, 'x.png') }) },
  { name: 'DELETE thumbnail', method: 'DELETE', path: (ids) => `${base(ids)}/thumbnail`, request: none },
  { name: 'POST image', method: 'POST', path: (ids) => `${base(ids)}/images`, request: () => ({ rawBody: fileForm(PNG_1X1, 'x.png', { imageType: 'STATIC' }) }) },
  {
    name: 'PUT image',
    method: 'PUT',
    path: (ids) => `${base(ids)}/images/${ids.imageId}`,
    request: (ids) => ({ body: { propertyImageId: ids.imageId, propertyEnviromentId: REFS.sala, tags: [] } }),
  },
  { name: 'DELETE image', method: 'DELETE', path: (ids) => `${base(ids)}/images/${ids.imageId}`, request: none },
  { name: 'POST video', method: 'POST', path: (ids) => `${base(ids)}/videos`, request: () => ({ rawBody: fileForm(MP4, 'x.mp4') }) },
  { name: 'PUT video thumbnail', method: 'PUT', path: (ids) => `${base(ids)}/videos/thumbnail`, request: () => ({ rawBody: fileForm(PNG_1X1, 'x.png') }) },
  { name: 'DELETE video', method: 'DELETE', path: (ids) => `${base(ids)}/videos`, request: none },
  { name: 'PUT detail', method: 'PUT', path: (ids) => `${base(ids)}/details`, request: () => ({ body: { propertyDetailType: REFS.parking, value: '9' } }) },
  { name: 'DELETE detail', method: 'DELETE', path: (ids) => `${base(ids)}/details/${REFS.parking}`, request: none },
  { name: 'PUT new nearby place', method: 'PUT', path: (ids) => `${base(ids)}/nearby-places`, request: () => ({ body: nearbyPlaceBody({ name: 'Intruso' }) }) },
  {
    name: 'PUT nearby place',
    method: 'PUT',
    path: (ids) => `${base(ids)}/nearby-places`,
    request: (ids) => ({ body: nearbyPlaceBody({ propertyNearbyPlaceId: ids.placeId, name: 'Intruso' }) }),
  },
  { name: 'DELETE nearby place', method: 'DELETE', path: (ids) => `${base(ids)}/nearby-places/${ids.placeId}`, request: none },
  { name: 'PUT Instagram post', method: 'PUT', path: (ids) => `${base(ids)}/instagram`, request: (ids) => ({ body: postBody([ids.imageId], { caption: 'Intruso' }) }) },
  { name: 'DELETE Instagram post', method: 'DELETE', path: (ids) => `${base(ids)}/instagram`, request: none },
  {
    name: 'PUT Facebook post',
    method: 'PUT',
    path: (ids) => `${base(ids)}/facebook`,
    request: (ids, caller) => ({ body: { ...postBody([ids.imageId], { caption: 'Intruso' }), pagesIds: caller.pages } }),
  },
  { name: 'DELETE Facebook post', method: 'DELETE', path: (ids) => `${base(ids)}/facebook`, request: none },
];

/** Every file under uploads/. */
async function uploadedFiles(): Promise<string[]> {
  const root = join(server.config.dataDir, 'uploads');
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full.slice(root.length + 1));
    }
  };
  await walk(root);
  return found.sort();
}

/** Everything the owner can see of what they own. */
async function viewOf(owner: Owned) {
  const { token } = owner.agent;
  return {
    draft: draftOf(await server.api('GET', `/property-drafts/${owner.draft.propertyDraftId}`, { token })),
    list: expectOk(await server.api('GET', '/property-drafts', { token })).data,
    thumbnail: (await server.fetchRaw(owner.draft.thumbnail as string)).status,
  };
}

async function expectRefusedUnchanged(owner: Owned, response: () => Promise<ApiResponse>, type: ErrorType): Promise<void> {
  const before = await viewOf(owner);
  const counts = await server.snapshot();
  const files = await uploadedFiles();
  expectError(await response(), type);
  expect(await server.snapshot()).toEqual(counts);
  expect(await uploadedFiles()).toEqual(files);
  expect(await viewOf(owner)).toEqual(before);
}

describe('another agent’s drafts answer like missing ones, and stay unchanged', () => {
  let a: Owned;
  let b: Owned;
  beforeAll(async () => {
    a = await owned();
    b = await owned();
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s with A’s ids → PROPERTY_DRAFT_NOT_FOUND, as for a missing draft', async (_name, route) => {
    const foreign = idsOf(a.draft);
    await expectRefusedUnchanged(a, () => server.api(route.method, route.path(foreign), { ...route.request(foreign, b), token: b.agent.token }), 'PROPERTY_DRAFT_NOT_FOUND');
    const missing = { ...foreign, draftId: MISSING_DRAFT_ID };
    await expectRefusedUnchanged(a, () => server.api(route.method, route.path(missing), { ...route.request(missing, b), token: b.agent.token }), 'PROPERTY_DRAFT_NOT_FOUND');
  });

  const nested: Array<[string, string, (own: Ids, foreign: Ids) => { path: string; options: RequestOptions }, ErrorType]> = [
    ['PUT image', 'PUT', (own, foreign) => ({ path: `/property-drafts/${own.draftId}/images/${foreign.imageId}`, options: { body: { propertyImageId: foreign.imageId, propertyEnviromentId: null, tags: [] } } }), 'PROPERTY_IMAGE_NOT_FOUND'],
    ['DELETE image', 'DELETE', (own, foreign) => ({ path: `/property-drafts/${own.draftId}/images/${foreign.imageId}`, options: {} }), 'PROPERTY_IMAGE_NOT_FOUND'],
    ['PUT nearby place', 'PUT', (own, foreign) => ({ path: `/property-drafts/${own.draftId}/nearby-places`, options: { body: nearbyPlaceBody({ propertyNearbyPlaceId: foreign.placeId }) } }), 'NEARBY_PLACE_NOT_FOUND'],
    ['DELETE nearby place', 'DELETE', (own, foreign) => ({ path: `/property-drafts/${own.draftId}/nearby-places/${foreign.placeId}`, options: {} }), 'NEARBY_PLACE_NOT_FOUND'],
    ['PUT Instagram post with A’s image', 'PUT', (own, foreign) => ({ path: `/property-drafts/${own.draftId}/instagram`, options: { body: postBody([foreign.imageId]) } }), 'VALIDATION_ERROR'],
    ['PUT Facebook post with A’s pages', 'PUT', (own) => ({ path: `/property-drafts/${own.draftId}/facebook`, options: { body: { ...postBody([own.imageId]), pagesIds: a.pages } } }), 'VALIDATION_ERROR'],
  ];

  it.each(nested.map(([name, method, build, type]) => [name, method, build, type] as const))('%s through B’s own draft → %s', async (_name, method, build, type) => {
    const { path, options } = build(idsOf(b.draft), idsOf(a.draft));
    await expectRefusedUnchanged(a, () => server.api(method, path, { ...options, token: b.agent.token }), type);
  });

  it('B’s list never shows A’s draft', async () => {
    const list = expectOk(await server.api('GET', '/property-drafts?statuses=1,2,3', { token: b.agent.token }));
    expect(list.data.map((draft: PropertyDraft) => draft.propertyDraftId)).toEqual([b.draft.propertyDraftId]);
    expect(list.metadata.pagination?.total).toBe(1);
  });

  it('the owner can use every route (the table’s requests are valid)', async () => {
    const fresh = await owned();
    const ids = idsOf(fresh.draft);
    // The deletions last, or the routes after them would find nothing.
    const ordered = [...ROUTES.filter((route) => route.method !== 'DELETE'), ...ROUTES.filter((route) => route.method === 'DELETE')];
    for (const route of ordered) {
      const response = await server.api(route.method, route.path(ids), { ...route.request(ids, fresh), token: fresh.agent.token });
      expect(response.status, `${route.name}: ${response.text}`).toBe(200);
    }
  });
});

describe('API key and bearer token on every property-draft route', () => {
  let owner: Owned;
  beforeAll(async () => {
    owner = await owned();
  });

  const routes: ScopedRoute[] = [
    { name: 'GET list', method: 'GET', path: () => '/property-drafts', request: none },
    { name: 'POST draft', method: 'POST', path: () => '/property-drafts', request: none },
    ...ROUTES,
  ];
  const faults: Array<[string, ErrorType, (agent: SignedUpAgent) => RequestOptions]> = [
    ['no API key', 'API_KEY_INVALID', (agent) => ({ token: agent.token, apiKey: null })],
    ['a wrong API key', 'API_KEY_INVALID', (agent) => ({ token: agent.token, apiKey: 'otra-clave' })],
    ['no bearer token', 'ACCESS_TOKEN_INVALID', () => ({})],
    ['a garbage bearer token', 'ACCESS_TOKEN_INVALID', () => ({ token: 'esto-no-es-un-token-valido-en-absoluto' })],
  ];
  const cases = routes.flatMap((route) => faults.map(([label, type, fault]) => ({ name: `${route.method} ${route.name} with ${label}`, route, type, fault })));

  it.each(cases.map((c) => [c.name, c] as const))('%s → 401, nothing written', async (_name, { route, type, fault }) => {
    const ids = idsOf(owner.draft);
    await expectRefusedUnchanged(owner, () => server.api(route.method, route.path(ids), { ...route.request(ids, owner), ...fault(owner.agent) }), type);
  });
});
