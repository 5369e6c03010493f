/**
 * The start sweep knows the listing folders (issue 10): a draft's photo, thumbnail, video and
 * video thumbnail whose rows committed before a crash are moved into place at the next start; a
 * stale listing file no row names is deleted. And a restarted server serves an edit as its first request.
 * Issue 21: the same sweep removes the empty drafts nobody wrote to for a day.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STALE_TEMP_FILE_MS } from '../../server/storage/upload-limits.ts';
import { UNTOUCHED_DRAFT_MAX_AGE_MS } from '../../server/storage/draft-sweep.ts';
import { createTestEnvironment, expectError, signUp, startServerIn } from './harness.ts';
import type { TestEnvironment } from './harness.ts';
import { createDraft, draftOf } from './support/drafts.ts';
import { mp4 } from './support/draft-media.ts';
import { JPEG_1X1, PNG_1X1 } from './support/images.ts';

let environment: TestEnvironment;
beforeAll(async () => {
  environment = await createTestEnvironment();
});
afterAll(async () => {
  await environment?.dispose();
});

const form = (bytes: Buffer, name: string, fields: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};
const MP4 = mp4();

it('a restart places committed listing files and deletes stale unnamed ones', async () => {
  const uploads = join(environment.config.dataDir, 'uploads');
  const temp = join(uploads, '.tmp');
  const first = await startServerIn(environment);
  let urls: string[];
  let token: string;
  let draftId: string;
  try {
    ({ token } = await signUp(first));
    draftId = (await createDraft(first, token)).propertyDraftId;
    const call = (method: string, path: string, body: FormData) => first.api(method, `/property-drafts/${draftId}${path}`, { token, rawBody: body });
    draftOf(await call('POST', '/images', form(JPEG_1X1, 'a.jpg', { imageType: 'STATIC' })));
    draftOf(await call('POST', '/thumbnail', form(PNG_1X1, 'b.png')));
    draftOf(await call('POST', '/videos', form(MP4, 'c.mp4')));
    const draft = draftOf(await call('PUT', '/videos/thumbnail', form(JPEG_1X1, 'd.jpg')));
    urls = [draft.media[0]?.imageUrl, draft.thumbnail, draft.video?.url, draft.video?.thumbnail] as string[];
  } finally {
    await first.close();
  }

  await mkdir(temp, { recursive: true });
  for (const url of urls) {
    const [, , folder, name] = url.split('/') as [string, string, string, string];
    await rename(join(uploads, folder, name), join(temp, `${folder}~${name}`));
  }
  const staleVideo = `property-videos~${randomUUID()}.mp4`;
  const staleImage = `property-images~${randomUUID()}.jpg`;
  const stale = new Date(Date.now() - STALE_TEMP_FILE_MS - 60_000);
  for (const name of [staleVideo, staleImage]) {
    await writeFile(join(temp, name), 'x');
    await utimes(join(temp, name), stale, stale);
  }

  const second = await startServerIn(environment);
  try {
    expect(await readdir(temp)).toEqual([]);
    for (const url of urls) expect((await second.fetchRaw(url)).status, url).toBe(200);
    expect(draftOf(await second.api('GET', `/property-drafts/${draftId}`, { token })).media).toHaveLength(1);
  } finally {
    await second.close();
  }
});

it('after a restart, an edit as the very first request answers (nothing read inside the transaction on SQLite’s one connection)', async () => {
  const first = await startServerIn(environment);
  let token: string;
  let draftId: string;
  try {
    ({ token } = await signUp(first));
    draftId = (await createDraft(first, token)).propertyDraftId;
  } finally {
    await first.close();
  }
  const second = await startServerIn(environment);
  try {
    const body = { description: null, price: 50_000, propertyType: 'pt-casa', operationType: 1, code: null };
    const draft = draftOf(await second.api('PUT', `/property-drafts/${draftId}`, { token, body }));
    expect(draft.title).toBe('Casa en alquiler');
  } finally {
    await second.close();
  }
});

it('the sweep removes an untouched draft older than a day (issue 21); a written-to one and a fresh empty one stay', async () => {
  const first = await startServerIn(environment);
  let token: string;
  let old: string;
  let written: string;
  let fresh: string;
  try {
    ({ token } = await signUp(first));
    old = (await createDraft(first, token)).propertyDraftId;
    written = (await createDraft(first, token)).propertyDraftId;
    draftOf(await first.api('PUT', `/property-drafts/${written}`, { token, body: { description: null, price: 50_000, propertyType: 'pt-casa', operationType: 1, code: null } }));
    fresh = (await createDraft(first, token)).propertyDraftId;
  } finally {
    await first.close();
  }
  const dayAndMinute = new Date(Date.now() - UNTOUCHED_DRAFT_MAX_AGE_MS - 60_000).toISOString();
  await environment.database.execute(`update property_drafts set created_at = '${dayAndMinute}' where id in ('${old}', '${written}')`);

  const second = await startServerIn(environment);
  try {
    expectError(await second.api('GET', `/property-drafts/${old}`, { token }), 'PROPERTY_DRAFT_NOT_FOUND');
    draftOf(await second.api('GET', `/property-drafts/${written}`, { token }));
    draftOf(await second.api('GET', `/property-drafts/${fresh}`, { token }));
  } finally {
    await second.close();
  }
});
