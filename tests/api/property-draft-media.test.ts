/**
 * A draft's photos and posts (issue 10, spec 03 §7). Uploads are judged by their bytes (a lying
 * name changes nothing), bounded in size, and photos are stored without their metadata: a phone
 * photo's EXIF GPS, XMP, IPTC, comments and appended pictures never reach the served file. Refused
 * uploads leave no row and no file; the posts' image lists follow a deleted photo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_LIMITS } from '../../src/schema/property-draft.ts';
import { API_BASE, API_KEY, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { describeBodyValidation } from './support/body-validation.ts';
import { MB, draftMedia, form, mp4, uploadedFiles } from './support/draft-media.ts';
import { REFS, createDraft, draftOf, postBody } from './support/drafts.ts';
import { gifStripped, gifWithComment, jpegWithGps, leakedMarkers, pngWithGps, webpStripped, webpWithGps } from './support/exif.ts';
import { PDF_TINY } from './support/files.ts';
import { JPEG_1X1, PNG_1X1, SVG_WITH_SCRIPT, TEXT_FILE, pngDeclaring } from './support/images.ts';
import { connected } from './support/media.ts';
import { MULTIPART_TYPE, filePartHead, multipartLength, openRawRequest } from './support/raw-http.ts';

let server: TestServer;
let agent: { token: string };

beforeAll(async () => {
  server = await startServer();
  agent = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

const { upload, uploadImage, get, fetchBytes, refused } = draftMedia(() => server, () => agent.token);
const files = () => uploadedFiles(server);

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

  it('reads the fields wherever they stand, once each: after the file too; a repeated or unknown one is refused', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const after = new FormData();
    after.append('file', new Blob([new Uint8Array(JPEG_1X1)]), 'a.jpg');
    after.append('imageType', 'STATIC');
    expect(draftOf(await upload('POST', id, '/images', after)).media).toHaveLength(1);
    const unknownAfter = new FormData();
    unknownAfter.append('imageType', 'STATIC');
    unknownAfter.append('file', new Blob([new Uint8Array(JPEG_1X1)]), 'a.jpg');
    unknownAfter.append('color', 'rojo');
    await refused(id, 'VALIDATION_ERROR', () => upload('POST', id, '/images', unknownAfter));
    const repeated = new FormData();
    repeated.append('imageType', 'STATIC');
    repeated.append('imageType', 'STATIC');
    repeated.append('file', new Blob([new Uint8Array(JPEG_1X1)]), 'a.jpg');
    await refused(id, 'VALIDATION_ERROR', () => upload('POST', id, '/images', repeated));
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
    const before = await files();
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
    expect(await files()).toEqual(before);
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
