/**
 * A draft's thumbnail and video (issue 10, spec 03 §7): replaced and deleted files leave the
 * disk, videos are judged by their bytes, bounded at 200 MB and served with range requests so
 * the player can seek; a draft being published refuses every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, API_KEY, signUp, startServer } from './harness.ts';
import type { ApiResponse, TestServer } from './harness.ts';
import { MB, draftMedia, ebml, form, mp4, uploadedFiles } from './support/draft-media.ts';
import { REFS, createDraft, draftOf, locationBody, postBody } from './support/drafts.ts';
import { JPEG_1X1, PNG_1X1, TEXT_FILE } from './support/images.ts';
import { FILE_PART_TAIL, MULTIPART_TYPE, filePartHead, multipartLength, openRawRequest } from './support/raw-http.ts';

let server: TestServer;
let agent: { token: string };

beforeAll(async () => {
  server = await startServer();
  agent = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

const { upload, uploadImage, fetchBytes, refused } = draftMedia(() => server, () => agent.token);
const files = () => uploadedFiles(server);

const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n');
const box = (type: string, payload: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

describe('thumbnail', () => {
  it('is uploaded, replaced (the old file goes) and deleted (its file goes)', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const first = draftOf(await upload('POST', id, '/thumbnail', form(JPEG_1X1, 'a.jpg', 'image/jpeg'))).thumbnail as string;
    expect(first).toMatch(/^\/uploads\/property-images\/[0-9a-f-]{36}\.jpg$/);
    const second = draftOf(await upload('POST', id, '/thumbnail', form(PNG_1X1, 'b.png', 'image/png'))).thumbnail as string;
    expect(second).not.toBe(first);
    expect((await fetchBytes(first)).status).toBe(404);
    expect((await fetchBytes(second)).status).toBe(200);
    expect(draftOf(await server.api('DELETE', `/property-drafts/${id}/thumbnail`, { token: agent.token })).thumbnail).toBeNull();
    expect((await fetchBytes(second)).status).toBe(404);
    expect(draftOf(await server.api('DELETE', `/property-drafts/${id}/thumbnail`, { token: agent.token })).thumbnail).toBeNull();
  });

  it('refuses what is not an image, and any field besides the file', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refused(id, 'FILE_TYPE_INVALID', () => upload('POST', id, '/thumbnail', form(TEXT_FILE, 'a.jpg', 'image/jpeg')));
    await refused(id, 'VALIDATION_ERROR', () => upload('POST', id, '/thumbnail', form(JPEG_1X1, 'a.jpg', 'image/jpeg', { imageType: 'STATIC' })));
  });
});

describe('video', () => {
  it('an MP4 is stored under a random name and served with range requests (206, Accept-Ranges) for seeking', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const bytes = mp4();
    const draft = draftOf(await upload('POST', id, '/videos', form(bytes, 'Mi casa (GPS).mov', 'video/quicktime')));
    expect(draft.video).toEqual({ propertyVideoId: expect.any(String), url: draft.video?.videoUrl, videoUrl: expect.stringMatching(/^\/uploads\/property-videos\/[0-9a-f-]{36}\.mp4$/), thumbnail: null, format: 'mp4' });
    const url = draft.video?.url as string;
    const whole = await fetchBytes(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.bytes.equals(bytes)).toBe(true);
    const part = await fetchBytes(url, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.bytes.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await fetchBytes(url, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    const past = await fetchBytes(url, { range: `bytes=${bytes.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('an MP4 whose index (moov) follows its media data is accepted', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    expect(draftOf(await upload('POST', id, '/videos', form(mp4('mp42', 256 * 1024, true), 'a.mp4', 'video/mp4'))).video?.format).toBe('mp4');
  });

  it('a QuickTime MOV and a WebM are accepted by their bytes', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const mov = draftOf(await upload('POST', id, '/videos', form(mp4('qt  '), 'a.mp4', 'video/mp4')));
    expect(mov.video?.format).toBe('mov');
    const oldUrl = mov.video?.url as string;
    const webm = draftOf(await upload('POST', id, '/videos', form(ebml('webm'), 'a.mp4', 'video/mp4')));
    expect(webm.video).toMatchObject({ format: 'webm', videoUrl: expect.stringMatching(/\.webm$/) });
    // The replaced video's file goes.
    expect((await fetchBytes(oldUrl)).status).toBe(404);
    expect((await fetchBytes(webm.video?.url as string)).headers.get('content-type')).toBe('video/webm');
  });

  it.each([
    ['text named .mp4', TEXT_FILE],
    ['a JPEG named .mp4', JPEG_1X1],
    ['a HEIC picture (ftyp heic)', mp4('heic', 100)],
    ['a Matroska file that is not WebM', ebml('matroska')],
    // Issue 20: parsed far enough to prove it is a video.
    ['a 12-byte ftyp header alone', mp4().subarray(0, 12)],
    ['a valid ftyp followed by a web page', Buffer.concat([mp4().subarray(0, 24), HTML])],
    ['an MP4 followed by a web page', Buffer.concat([mp4(), HTML])],
    ['an ftyp and media data with no index (moov)', Buffer.concat([mp4().subarray(0, 24), mp4('isom', 100, true).subarray(24, 24 + 108)])],
    ['an index with no video track', Buffer.concat([mp4().subarray(0, 24), box('moov', box('mvhd', Buffer.alloc(100)))])],
    ['an MP4 cut short inside its media data', mp4().subarray(0, 10_000)],
    ['an EBML header with no Segment after it', ebml('webm').subarray(0, 27)],
  ])('refuses %s: 415, nothing written', async (_name, bytes) => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refused(id, 'FILE_TYPE_INVALID', () => upload('POST', id, '/videos', form(bytes, 'video.mp4', 'video/mp4')));
  });

  it('a video over 200 MB by its Content-Length: 413 at once, the body unread', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const before = await files();
    const head = filePartHead('largo.mp4', 'video/mp4');
    const request = openRawRequest(server.baseUrl, {
      method: 'POST',
      path: `${API_BASE}/property-drafts/${id}/videos`,
      headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${agent.token}`, 'Content-Type': MULTIPART_TYPE, 'Content-Length': String(multipartLength(head, 201 * MB)) },
    });
    await request.write(head);
    await request.write(mp4());
    const response = await request.response;
    expect(response?.status).toBe(413);
    request.destroy();
    expect(await files()).toEqual(before);
    expect(FILE_PART_TAIL.length).toBeGreaterThan(0);
  });

  it('the thumbnail needs a video first; deleting the video deletes both files', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refused(id, 'NOT_FOUND', () => upload('PUT', id, '/videos/thumbnail', form(JPEG_1X1, 'a.jpg', 'image/jpeg')));
    draftOf(await upload('POST', id, '/videos', form(mp4(), 'a.mp4', 'video/mp4')));
    const first = draftOf(await upload('PUT', id, '/videos/thumbnail', form(JPEG_1X1, 'a.jpg', 'image/jpeg')));
    const second = draftOf(await upload('PUT', id, '/videos/thumbnail', form(PNG_1X1, 'b.png', 'image/png')));
    expect((await fetchBytes(first.video?.thumbnail as string)).status).toBe(404);
    await refused(id, 'FILE_TYPE_INVALID', () => upload('PUT', id, '/videos/thumbnail', form(mp4(), 'a.jpg', 'image/jpeg')));
    const gone = draftOf(await server.api('DELETE', `/property-drafts/${id}/videos`, { token: agent.token }));
    expect(gone.video).toBeNull();
    expect((await fetchBytes(second.video?.url as string)).status).toBe(404);
    expect((await fetchBytes(second.video?.thumbnail as string)).status).toBe(404);
    expect(draftOf(await server.api('DELETE', `/property-drafts/${id}/videos`, { token: agent.token })).video).toBeNull();
  });
});

describe('a draft being published', () => {
  it('refuses every upload before reading it (409) and every media change', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const imageId = draftOf(await uploadImage(id, JPEG_1X1)).media[0]?.propertyImageId as string;
    draftOf(await upload('POST', id, '/videos', form(mp4(), 'a.mp4', 'video/mp4')));
    draftOf(await server.api('PUT', `/property-drafts/${id}/location`, { token: agent.token, body: locationBody() }));
    await server.database.execute(`update property_drafts set status = 2 where id = '${id}'`);
    const calls: Array<() => Promise<ApiResponse>> = [
      () => uploadImage(id, JPEG_1X1),
      () => upload('POST', id, '/thumbnail', form(JPEG_1X1, 'a.jpg', 'image/jpeg')),
      () => upload('POST', id, '/videos', form(mp4(), 'a.mp4', 'video/mp4')),
      () => upload('PUT', id, '/videos/thumbnail', form(JPEG_1X1, 'a.jpg', 'image/jpeg')),
      () => server.api('DELETE', `/property-drafts/${id}/images/${imageId}`, { token: agent.token }),
      () => server.api('PUT', `/property-drafts/${id}/images/${imageId}`, { token: agent.token, body: { propertyImageId: imageId, propertyEnviromentId: null, tags: [] } }),
      () => server.api('DELETE', `/property-drafts/${id}/videos`, { token: agent.token }),
      () => server.api('DELETE', `/property-drafts/${id}/thumbnail`, { token: agent.token }),
      () => server.api('PUT', `/property-drafts/${id}/enviroments/${REFS.sala}`, { token: agent.token, body: { quantity: 1 } }),
      () => server.api('PUT', `/property-drafts/${id}/location`, { token: agent.token, body: locationBody() }),
      () => server.api('PUT', `/property-drafts/${id}/details`, { token: agent.token, body: { propertyDetailType: REFS.parking, value: '2' } }),
      () => server.api('DELETE', `/property-drafts/${id}/details/${REFS.parking}`, { token: agent.token }),
      () => server.api('PUT', `/property-drafts/${id}/nearby-places`, { token: agent.token, body: { propertyNearbyPlaceId: null, propertyNearbyPlaceTypeId: REFS.escuela, name: 'X', address: null, latitude: 10, longitude: -66 } }),
      () => server.api('PUT', `/property-drafts/${id}/instagram`, { token: agent.token, body: postBody([imageId]) }),
      () => server.api('DELETE', `/property-drafts/${id}/instagram`, { token: agent.token }),
      () => server.api('DELETE', `/property-drafts/${id}/facebook`, { token: agent.token }),
    ];
    for (const call of calls) await refused(id, 'PROPERTY_DRAFT_NOT_EDITABLE', call);
  });
});
