/**
 * A draft's thumbnail, photos and video (issue 10, spec 03 §7). Uploads are judged by their
 * bytes (a lying name changes nothing), bounded in size, and photos are stored without their
 * metadata: a phone photo's EXIF GPS, XMP, IPTC, comments and appended pictures never reach the
 * served file. Videos are served with range requests so the player can seek. Refused uploads
 * leave no row and no file; the posts' image lists follow a deleted photo.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { DRAFT_LIMITS } from '../../src/schema/property-draft.ts';
import { API_BASE, API_KEY, expectError, expectOk, signUp, startServer } from './harness.ts';
import type { ApiResponse, TestServer } from './harness.ts';
import { describeBodyValidation } from './support/body-validation.ts';
import { REFS, createDraft, draftOf, locationBody, postBody } from './support/drafts.ts';
import { gifStripped, gifWithComment, jpegWithGps, leakedMarkers, pngWithGps, webpStripped, webpWithGps } from './support/exif.ts';
import { PDF_TINY } from './support/files.ts';
import { JPEG_1X1, PNG_1X1, SVG_WITH_SCRIPT, TEXT_FILE, pngDeclaring } from './support/images.ts';
import { connected } from './support/media.ts';
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

const MB = 1024 * 1024;

const form = (bytes: Uint8Array, fileName: string, type: string, fields: Record<string, string> = {}): FormData => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return body;
};
const upload = (method: string, id: string, path: string, body: FormData, token = agent.token): Promise<ApiResponse> =>
  server.api(method, `/property-drafts/${id}${path}`, { token, rawBody: body });
const uploadImage = (id: string, bytes: Uint8Array, fileName = 'foto.jpg', fields: Record<string, string> = { imageType: 'STATIC' }, token = agent.token) =>
  upload('POST', id, '/images', form(bytes, fileName, 'image/jpeg', fields), token);
const get = async (id: string, token = agent.token): Promise<PropertyDraft> => draftOf(await server.api('GET', `/property-drafts/${id}`, { token }));

async function fetchBytes(url: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await server.fetchRaw(url, { headers });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/** Every file under uploads/ (the temp folder included), relative to it. */
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

/** A refused upload: its typed error, and no row, no file and no change to the draft. */
async function refused(id: string, type: Parameters<typeof expectError>[1], call: () => Promise<ApiResponse>, token = agent.token): Promise<ApiResponse> {
  const before = await get(id, token);
  const counts = await server.snapshot();
  const files = await uploadedFiles();
  const response = await call();
  expectError(response, type);
  expect(await server.snapshot()).toEqual(counts);
  expect(await uploadedFiles()).toEqual(files);
  expect(await get(id, token)).toEqual(before);
  return response;
}

// ---------------------------------------------------------------------------------------------
// Videos built in the test: an MP4 (ftyp + an mdat of known bytes), a WebM EBML header.

const box = (type: string, payload: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};
const mp4 = (brand = 'isom', size = 64 * 1024): Buffer =>
  Buffer.concat([box('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2mp41`, 'latin1')), box('mdat', Buffer.from(Array.from({ length: size }, (_, i) => i % 251)))]);
const ebml = (docType: string): Buffer => {
  const doc = Buffer.from(docType, 'latin1');
  const header = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x80 | doc.length]), doc]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01]), Buffer.alloc(4096, 7)]);
};

describe('photos are stored without their metadata', () => {
  it.each([
    ['a JPEG with EXIF GPS, XMP, IPTC, a comment and an appended picture', jpegWithGps(), JPEG_1X1, 'jpg'],
    ['a PNG with eXIf, tEXt, iTXt, zTXt and tIME', pngWithGps(), PNG_1X1, 'png'],
    ['a WebP with EXIF and XMP chunks', webpWithGps(), webpStripped(), 'webp'],
    ['a GIF with a comment and XMP', gifWithComment(), gifStripped(), 'gif'],
  ])('%s: the served file has none of it, and the picture byte for byte', async (_name, input, expected, extension) => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    expect(leakedMarkers(input).length).toBeGreaterThan(0);
    // The name lies: the bytes decide.
    const draft = draftOf(await uploadImage(id, input, 'casa-con-gps.txt'));
    const image = draft.media[0];
    expect(image?.imageUrl).toMatch(new RegExp(`^/uploads/property-images/[0-9a-f-]{36}\\.${extension}$`));
    const served = await fetchBytes(image?.imageUrl as string);
    expect(served.status).toBe(200);
    expect(leakedMarkers(served.bytes)).toEqual([]);
    expect(served.bytes.equals(expected)).toBe(true);
  });

  it('the thumbnail and the video thumbnail are stripped too', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const withThumbnail = draftOf(await upload('POST', id, '/thumbnail', form(jpegWithGps(), 'miniatura.jpg', 'image/jpeg')));
    expect(leakedMarkers((await fetchBytes(withThumbnail.thumbnail as string)).bytes)).toEqual([]);
    draftOf(await upload('POST', id, '/videos', form(mp4(), 'recorrido.mp4', 'video/mp4')));
    const withVideo = draftOf(await upload('PUT', id, '/videos/thumbnail', form(pngWithGps(), 'cuadro.png', 'image/png')));
    const served = await fetchBytes(withVideo.video?.thumbnail as string);
    expect(leakedMarkers(served.bytes)).toEqual([]);
    expect(served.bytes.equals(PNG_1X1)).toBe(true);
  });
});

describe('POST /property-drafts/{id}/images', () => {
  it('adds photos in order with the spec’s fields; an environment can be given at upload', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await uploadImage(id, JPEG_1X1);
    const draft = draftOf(await uploadImage(id, PNG_1X1, 'b.png', { imageType: 'STATIC', propertyEnviromentId: REFS.sala, tags: '' }));
    expect(draft.media).toEqual([
      { propertyImageId: expect.any(String), propertyId: id, imageUrl: expect.stringMatching(/\.jpg$/), imageType: 'STATIC', propertyEnviroment: null, index: 0, tags: [] },
      { propertyImageId: expect.any(String), propertyId: id, imageUrl: expect.stringMatching(/\.png$/), imageType: 'STATIC', propertyEnviroment: { propertyEnviromentId: REFS.sala, name: 'Sala' }, index: 1, tags: [] },
    ]);
    // The SPA's FormData turns a null environment into 'null'.
    expect(draftOf(await uploadImage(id, PNG_1X1, 'c.png', { imageType: 'STATIC', propertyEnviromentId: 'null' })).media[2]?.propertyEnviroment).toBeNull();
  });

  it.each([
    ['no imageType', {}, 'imageType'],
    ['another imageType', { imageType: 'PANORAMA' }, 'imageType'],
    ['an unknown environment', { imageType: 'STATIC', propertyEnviromentId: 'pe-sotano' }, 'propertyEnviromentId'],
    ['tags at upload', { imageType: 'STATIC', tags: '[{"x":1}]' }, 'tags'],
    ['an unknown field', { imageType: 'STATIC', color: 'rojo' }, 'color'],
    ['a field of 300 bytes', { imageType: 'STATIC', propertyEnviromentId: 'p'.repeat(300) }, 'propertyEnviromentId'],
  ])('refuses %s: 400, nothing written, no file left', async (_name, fields, field) => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const response = await refused(id, 'VALIDATION_ERROR', () => uploadImage(id, JPEG_1X1, 'a.jpg', fields));
    expect(response.body?.metadata.error?.message).toContain(field);
  });

  it.each([
    ['text named .jpg', TEXT_FILE, 'casa.jpg', 'FILE_TYPE_INVALID'],
    ['a PDF named .png', PDF_TINY, 'casa.png', 'FILE_TYPE_INVALID'],
    ['an SVG with a script', SVG_WITH_SCRIPT, 'casa.svg', 'FILE_TYPE_INVALID'],
    ['an MP4 named .jpg', mp4(), 'casa.jpg', 'FILE_TYPE_INVALID'],
    ['a PNG declaring 20,001 px', pngDeclaring(20_001, 1), 'ancha.png', 'IMAGE_DIMENSIONS_TOO_LARGE'],
    ['a truncated PNG', PNG_1X1.subarray(0, 40), 'rota.png', 'FILE_TYPE_INVALID'],
  ] as const)('refuses %s by its bytes, nothing written', async (_name, bytes, fileName, type) => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refused(id, type, () => uploadImage(id, bytes, fileName));
  });

  it('refuses a body that is no form, or a form without a file', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refused(id, 'VALIDATION_ERROR', () => server.api('POST', `/property-drafts/${id}/images`, { token: agent.token, body: { imageType: 'STATIC' } }));
    const noFile = new FormData();
    noFile.append('imageType', 'STATIC');
    await refused(id, 'VALIDATION_ERROR', () => upload('POST', id, '/images', noFile));
  });

  it('a photo over 15 MB by its Content-Length: 413 at once, the body unread', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const before = await uploadedFiles();
    const head = filePartHead('enorme.jpg', 'image/jpeg');
    const request = openRawRequest(server.baseUrl, {
      method: 'POST',
      path: `${API_BASE}/property-drafts/${id}/images`,
      headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${agent.token}`, 'Content-Type': MULTIPART_TYPE, 'Content-Length': String(multipartLength(head, 16 * MB)) },
    });
    await request.write(head);
    await request.write(JPEG_1X1);
    const response = await request.response;
    expect(response?.status).toBe(413);
    expect(JSON.parse(response?.body ?? '{}').metadata.error.type).toBe('FILE_TOO_LARGE');
    request.destroy();
    expect(await uploadedFiles()).toEqual(before);
    expect((await get(id)).media).toEqual([]);
  });

  it(`holds at most ${DRAFT_LIMITS.draftImagesMax} photos: 409 DRAFT_IMAGES_LIMIT_REACHED`, async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const values = Array.from(
      { length: DRAFT_LIMITS.draftImagesMax - 1 },
      (_, i) => `('img-${id.slice(0, 8)}-${i}', '${id}', '/uploads/property-images/relleno-${id}-${i}.jpg', 'STATIC', null, '[]', ${i}, '2026-11-26T00:00:00.000Z')`,
    );
    await server.database.execute(`insert into property_draft_images (id, draft_id, image_url, image_type, enviroment_id, tags, position, created_at) values ${values.join(', ')}`);
    expect(draftOf(await uploadImage(id, JPEG_1X1)).media).toHaveLength(DRAFT_LIMITS.draftImagesMax);
    await refused(id, 'DRAFT_IMAGES_LIMIT_REACHED', () => uploadImage(id, JPEG_1X1));
  });
});

describe('PUT and DELETE /property-drafts/{id}/images/{imageId}', () => {
  it('sets the environment and the tags; deleting removes the file and the image from both posts', async () => {
    const owner = await signUp(server);
    await connected(server, owner.token, 'facebook');
    const pages = expectOk(await server.api('GET', '/media-providers/facebook/pages', { token: owner.token })).data as Array<{ facebookPageId: string }>;
    const { propertyDraftId: id } = await createDraft(server, owner.token);
    await uploadImage(id, JPEG_1X1, 'a.jpg', undefined, owner.token);
    const [first, second] = draftOf(await uploadImage(id, PNG_1X1, 'b.png', undefined, owner.token)).media;
    const firstId = first?.propertyImageId as string;
    const secondId = second?.propertyImageId as string;
    const tags = [{ propertyEnviromentId: REFS.habitacionPrincipal, positionX: 0.25, positionY: 0.5, direction: 270 }];
    const tagged = draftOf(
      await server.api('PUT', `/property-drafts/${id}/images/${firstId}`, { token: owner.token, body: { propertyImageId: firstId, propertyEnviromentId: REFS.sala, tags } }),
    );
    expect(tagged.media[0]).toMatchObject({ propertyEnviroment: { propertyEnviromentId: REFS.sala, name: 'Sala' }, tags });

    const instagram = draftOf(await server.api('PUT', `/property-drafts/${id}/instagram`, { token: owner.token, body: postBody([secondId, firstId]) }));
    expect(instagram.instagramPost).toEqual({ id: expect.any(String), imagesUrls: [secondId, firstId], caption: postBody([]).caption, hashTags: ['inmuebles', 'Chacao'], status: 1, location: null });
    const pageIds = pages.map((page) => page.facebookPageId);
    const facebook = draftOf(await server.api('PUT', `/property-drafts/${id}/facebook`, { token: owner.token, body: { ...postBody([firstId], { hashtags: null }), pagesIds: pageIds } }));
    expect(facebook.facebookPost).toMatchObject({ imagesUrls: [firstId], hashTags: null, pagesIds: pageIds, status: 1 });

    const url = first?.imageUrl as string;
    expect((await fetchBytes(url)).status).toBe(200);
    const after = draftOf(await server.api('DELETE', `/property-drafts/${id}/images/${firstId}`, { token: owner.token }));
    expect(after.media.map((image) => ({ id: image.propertyImageId, index: image.index }))).toEqual([{ id: secondId, index: 0 }]);
    expect(after.instagramPost?.imagesUrls).toEqual([secondId]);
    expect(after.facebookPost?.imagesUrls).toEqual([]);
    expect((await fetchBytes(url)).status).toBe(404);
    await refused(id, 'PROPERTY_IMAGE_NOT_FOUND', () => server.api('DELETE', `/property-drafts/${id}/images/${firstId}`, { token: owner.token }), owner.token);
    await refused(
      id,
      'PROPERTY_IMAGE_NOT_FOUND',
      () => server.api('PUT', `/property-drafts/${id}/images/${firstId}`, { token: owner.token, body: { propertyImageId: firstId, propertyEnviromentId: null, tags: [] } }),
      owner.token,
    );
  });

  it('refuses another id in the body than in the path, and unknown environments', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const imageId = draftOf(await uploadImage(id, JPEG_1X1)).media[0]?.propertyImageId as string;
    const put = (body: unknown) => server.api('PUT', `/property-drafts/${id}/images/${imageId}`, { token: agent.token, body });
    await refused(id, 'VALIDATION_ERROR', () => put({ propertyImageId: 'otra-imagen', propertyEnviromentId: null, tags: [] }));
    await refused(id, 'VALIDATION_ERROR', () => put({ propertyImageId: imageId, propertyEnviromentId: 'pe-sotano', tags: [] }));
    await refused(id, 'VALIDATION_ERROR', () => put({ propertyImageId: imageId, propertyEnviromentId: null, tags: [{ propertyEnviromentId: 'pe-sotano', positionX: 0, positionY: 0, direction: 0 }] }));
  });

  it('an image of another draft of the same agent is not found through this one', async () => {
    const one = await createDraft(server, agent.token);
    const two = await createDraft(server, agent.token);
    const imageId = draftOf(await uploadImage(one.propertyDraftId, JPEG_1X1)).media[0]?.propertyImageId as string;
    await refused(two.propertyDraftId, 'PROPERTY_IMAGE_NOT_FOUND', () => server.api('DELETE', `/property-drafts/${two.propertyDraftId}/images/${imageId}`, { token: agent.token }));
    await refused(two.propertyDraftId, 'VALIDATION_ERROR', () =>
      server.api('PUT', `/property-drafts/${two.propertyDraftId}/instagram`, { token: agent.token, body: postBody([imageId]) }),
    );
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}/images/{imageId}',
  successStatus: 200,
  async prepare(target) {
    const created = await createDraft(target, agent.token);
    const draft = draftOf(await uploadImage(created.propertyDraftId, JPEG_1X1));
    const imageId = draft.media[0]?.propertyImageId as string;
    return {
      body: { propertyImageId: imageId, propertyEnviromentId: REFS.sala, tags: [] },
      token: agent.token,
      path: `/property-drafts/${draft.propertyDraftId}/images/${imageId}`,
      verifyUntouched: async () => expect(await get(draft.propertyDraftId)).toEqual(draft),
    };
  },
  invalidValues: {
    propertyImageId: [null, 5, 'a b'],
    propertyEnviromentId: [5, 'a b', ''],
    tags: [
      null,
      'x',
      [{ propertyEnviromentId: REFS.sala, positionX: 1.5, positionY: 0, direction: 0 }],
      [{ propertyEnviromentId: REFS.sala, positionX: 0, positionY: -0.1, direction: 0 }],
      [{ propertyEnviromentId: REFS.sala, positionX: 0, positionY: 0, direction: 360 }],
      [{ propertyEnviromentId: REFS.sala, positionX: 0, positionY: 0, direction: 0, extra: 1 }],
      Array.from({ length: 21 }, () => ({ propertyEnviromentId: REFS.sala, positionX: 0, positionY: 0, direction: 0 })),
    ],
  },
  overlong: { propertyImageId: 'x'.repeat(10_000) },
});

describe('posts', () => {
  it('refuse more than 20 images, a caption over 2200 and hashtags that are not words', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const imageId = draftOf(await uploadImage(id, JPEG_1X1)).media[0]?.propertyImageId as string;
    const put = (body: unknown) => server.api('PUT', `/property-drafts/${id}/instagram`, { token: agent.token, body });
    await refused(id, 'VALIDATION_ERROR', () => put(postBody(Array.from({ length: 21 }, () => imageId))));
    await refused(id, 'VALIDATION_ERROR', () => put(postBody([imageId, imageId])));
    await refused(id, 'VALIDATION_ERROR', () => put(postBody([imageId], { caption: 'x'.repeat(2201) })));
    await refused(id, 'VALIDATION_ERROR', () => put(postBody([imageId], { hashtags: ['#casa'] })));
    await refused(id, 'VALIDATION_ERROR', () => put(postBody([imageId], { hashtags: [] })));
    await refused(id, 'VALIDATION_ERROR', () => put(postBody([imageId], { location: { id: 'x' } })));
    expect(draftOf(await put(postBody([imageId], { caption: 'x'.repeat(2200) }))).instagramPost?.caption).toHaveLength(2200);
  });

  it('a Facebook post takes only pages of the agent’s connection, each once; deleting posts', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    await connected(server, owner.token, 'facebook');
    await connected(server, other.token, 'facebook');
    const otherPages = (expectOk(await server.api('GET', '/media-providers/facebook/pages', { token: other.token })).data as Array<{ facebookPageId: string }>).map((page) => page.facebookPageId);
    const ownPages = (expectOk(await server.api('GET', '/media-providers/facebook/pages', { token: owner.token })).data as Array<{ facebookPageId: string }>).map((page) => page.facebookPageId);
    const { propertyDraftId: id } = await createDraft(server, owner.token);
    const imageId = draftOf(await uploadImage(id, JPEG_1X1, 'a.jpg', undefined, owner.token)).media[0]?.propertyImageId as string;
    const put = (pagesIds: string[]) => server.api('PUT', `/property-drafts/${id}/facebook`, { token: owner.token, body: { ...postBody([imageId]), pagesIds } });
    await refused(id, 'VALIDATION_ERROR', () => put(otherPages), owner.token);
    await refused(id, 'VALIDATION_ERROR', () => put([ownPages[0] as string, ownPages[0] as string]), owner.token);
    expect(draftOf(await put([ownPages[1] as string])).facebookPost?.pagesIds).toEqual([ownPages[1]]);
    // Saving again updates the same post.
    const again = draftOf(await put(ownPages));
    expect(again.facebookPost?.pagesIds).toEqual(ownPages);
    draftOf(await server.api('PUT', `/property-drafts/${id}/instagram`, { token: owner.token, body: postBody([imageId]) }));
    const noFacebook = draftOf(await server.api('DELETE', `/property-drafts/${id}/facebook`, { token: owner.token }));
    expect(noFacebook.facebookPost).toBeNull();
    expect(noFacebook.instagramPost).not.toBeNull();
    expect(draftOf(await server.api('DELETE', `/property-drafts/${id}/instagram`, { token: owner.token })).instagramPost).toBeNull();
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}/instagram',
  successStatus: 200,
  async prepare(target) {
    const created = await createDraft(target, agent.token);
    const draft = draftOf(await uploadImage(created.propertyDraftId, JPEG_1X1));
    return {
      body: postBody([draft.media[0]?.propertyImageId as string]),
      token: agent.token,
      path: `/property-drafts/${draft.propertyDraftId}/instagram`,
      verifyUntouched: async () => expect(await get(draft.propertyDraftId)).toEqual(draft),
    };
  },
  invalidValues: {
    imagesUrls: [null, [], 'x', [5], ['a b']],
    caption: ['', '   ', 5, null, 'x'.repeat(2201), 'con\u0000nul'],
    hashtags: [[], 'casa', ['con espacio'], ['#casa'], Array.from({ length: 31 }, (_, i) => `tag${i}`)],
    location: ['Caracas', { id: 'x' }],
  },
  overlong: { caption: 'x'.repeat(10_000) },
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}/facebook',
  successStatus: 200,
  async prepare(target) {
    const owner = await signUp(target);
    await connected(server, owner.token, 'facebook');
    const pages = expectOk(await target.api('GET', '/media-providers/facebook/pages', { token: owner.token })).data as Array<{ facebookPageId: string }>;
    const created = await createDraft(target, owner.token);
    const draft = draftOf(await uploadImage(created.propertyDraftId, JPEG_1X1, 'a.jpg', undefined, owner.token));
    return {
      body: { ...postBody([draft.media[0]?.propertyImageId as string]), pagesIds: [pages[0]?.facebookPageId] },
      token: owner.token,
      path: `/property-drafts/${draft.propertyDraftId}/facebook`,
      verifyUntouched: async () => expect(await get(draft.propertyDraftId, owner.token)).toEqual(draft),
    };
  },
  invalidValues: {
    imagesUrls: [null, []],
    caption: ['', null],
    hashtags: [['no válido!']],
    location: ['Caracas'],
    pagesIds: [null, [], ['a b'], 'p1', ['pagina-de-otro']],
  },
  overlong: { caption: 'x'.repeat(10_000) },
});

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
    expect((await fetchBytes(url, { range: `bytes=${bytes.length + 10}-` })).status).toBe(416);
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
  ])('refuses %s: 415, nothing written', async (_name, bytes) => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refused(id, 'FILE_TYPE_INVALID', () => upload('POST', id, '/videos', form(bytes, 'video.mp4', 'video/mp4')));
  });

  it('a video over 200 MB by its Content-Length: 413 at once, the body unread', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const before = await uploadedFiles();
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
    expect(await uploadedFiles()).toEqual(before);
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
