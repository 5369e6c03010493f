/**
 * The start sweep of DATA_DIR/uploads/.tmp: what a crash left there is finished or cleared when a
 * server starts on that data dir. A checked file whose row committed (the crash came between the
 * commit and the move) is moved into place; anything else is deleted once stale (untouched for
 * STALE_TEMP_FILE_MS), while fresh files are left to the process that may still be writing them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STALE_TEMP_FILE_MS } from '../../server/storage/upload-limits.ts';
import { createTestEnvironment, expectOk, signUp, startServerIn } from './harness.ts';
import type { TestEnvironment } from './harness.ts';
import { createTask, createTenant, download } from './support/customers.ts';
import { PDF_TINY, fileForm } from './support/files.ts';
import { PNG_1X1, imageForm } from './support/images.ts';

let environment: TestEnvironment;
beforeAll(async () => {
  environment = await createTestEnvironment();
});
afterAll(async () => {
  await environment?.dispose();
});

it('a restart moves committed files into place, deletes stale leftovers, keeps fresh ones', async () => {
  const uploads = join(environment.config.dataDir, 'uploads');
  const temp = join(uploads, '.tmp');

  // A first life: an attachment and an avatar, both committed.
  const first = await startServerIn(environment);
  let attachmentUrl: string;
  let avatarUrl: string;
  let token: string;
  try {
    ({ token } = await signUp(first));
    const tenant = await createTenant(first, token);
    const task = await createTask(first, token, tenant.tenantId);
    const attachmentPath = `/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments`;
    attachmentUrl = expectOk(await first.api('POST', attachmentPath, { rawBody: fileForm(PDF_TINY, 'a.pdf'), token }), 201).data.url;
    avatarUrl = expectOk(await first.api('PUT', '/landlords/avatar', { rawBody: imageForm(PNG_1X1, 'a.png', 'image/png'), token })).data
      .avatarUrl;
  } finally {
    await first.close();
  }

  // The crash: both rows committed, neither file moved out of the temp folder yet.
  const [, , attachmentFolder, attachmentName] = attachmentUrl.split('/') as [string, string, string, string];
  const [, , avatarFolder, avatarName] = avatarUrl.split('/') as [string, string, string, string];
  await mkdir(temp, { recursive: true });
  await rename(join(uploads, attachmentFolder, attachmentName), join(temp, `${attachmentFolder}~${attachmentName}`));
  await rename(join(uploads, avatarFolder, avatarName), join(temp, `${avatarFolder}~${avatarName}`));
  // Leftovers: an upload cut off half-way and a checked file whose transaction never committed,
  // each stale and fresh (a fresh one may belong to another process still writing it).
  const stale = new Date(Date.now() - STALE_TEMP_FILE_MS - 60_000);
  const leftovers = {
    staleHalfWay: `${randomUUID()}.part`,
    staleUncommitted: `attachments~${randomUUID()}.pdf`,
    freshHalfWay: `${randomUUID()}.part`,
    freshUncommitted: `avatars~${randomUUID()}.png`,
  };
  for (const name of Object.values(leftovers)) await writeFile(join(temp, name), PDF_TINY);
  await utimes(join(temp, leftovers.staleHalfWay), stale, stale);
  await utimes(join(temp, leftovers.staleUncommitted), stale, stale);
  // A committed file is placed whatever its age.
  await utimes(join(temp, `${avatarFolder}~${avatarName}`), stale, stale);

  const second = await startServerIn(environment);
  try {
    expect((await readdir(temp)).sort()).toEqual([leftovers.freshHalfWay, leftovers.freshUncommitted].sort());
    expect((await download(second, attachmentUrl)).equals(PDF_TINY)).toBe(true);
    expect((await download(second, avatarUrl)).equals(PNG_1X1)).toBe(true);
    expect((await readdir(join(uploads, 'attachments'))).sort()).toEqual([attachmentName]);
    expect((await readdir(join(uploads, 'avatars'))).sort()).toEqual([avatarName]);
  } finally {
    await second.close();
  }
});
