/**
 * Issue 20: a per-agent storage quota (STORAGE_QUOTA_BYTES). Every file an agent's uploads store
 * counts (avatars, a customer's avatar, attachments, a draft's photos, thumbnail, video and video
 * thumbnail); an upload that would pass the quota is refused 413 STORAGE_QUOTA_EXCEEDED with
 * nothing written; a replacement counts what it frees, a deletion gives the room back, and
 * another agent's storage is their own. A tiny quota makes the files of these tests enough.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { ApiResponse, TestServer } from './harness.ts';
import { createTask, createTenant } from './support/customers.ts';
import { draftMedia, ebml, form, uploadedFiles } from './support/draft-media.ts';
import { createDraft } from './support/drafts.ts';
import { PDF_TINY, fileForm } from './support/files.ts';
import { JPEG_1X1, PNG_1X1, imageForm } from './support/images.ts';

/** JPEG_1X1 (159 bytes) + PNG_1X1 (70) + PDF_TINY (216) + JPEG_1X1 = 604 fit; any of them more does not. */
const QUOTA = 650;

let server: TestServer;
let agent: { token: string };
beforeAll(async () => {
  server = await startServer({ storageQuotaBytes: QUOTA });
  agent = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

const { upload, refused } = draftMedia(() => server, () => agent.token);

/** A refusal for the quota, with no row and no file written. */
async function refusedForQuota(call: () => Promise<ApiResponse>): Promise<void> {
  const files = await uploadedFiles(server);
  await expectNothingWritten(server, async () => {
    const response = await call();
    expectError(response, 'STORAGE_QUOTA_EXCEEDED');
    expect(response.status).toBe(413);
  });
  expect(await uploadedFiles(server)).toEqual(files);
}

it('counts every kind of upload, refuses the one that would pass it, frees room on replacement and deletion', async () => {
  expect([JPEG_1X1.length, PNG_1X1.length, PDF_TINY.length]).toEqual([159, 70, 216]);
  const { token } = agent;
  const tenant = await createTenant(server, token);
  const task = await createTask(server, token, tenant.tenantId);
  const attachments = `/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments`;
  const { propertyDraftId: id } = await createDraft(server, token);
  const agentAvatar = (bytes: Buffer, name: string, type: string) => server.api('PUT', '/landlords/avatar', { rawBody: imageForm(bytes, name, type), token });
  const customerAvatar = (bytes: Buffer, name: string, type: string) =>
    server.api('PUT', `/tenants/${tenant.tenantId}/avatar`, { rawBody: imageForm(bytes, name, type), token });
  const attach = () => server.api('POST', attachments, { rawBody: fileForm(PDF_TINY, 'nota.pdf', 'application/pdf'), token });

  expectOk(await agentAvatar(JPEG_1X1, 'a.jpg', 'image/jpeg')); // 159
  expectOk(await customerAvatar(PNG_1X1, 'c.png', 'image/png')); // 229
  const attachment = expectOk(await attach(), 201).data as { taskMediaId: string }; // 445
  expectOk(await upload('POST', id, '/images', form(JPEG_1X1, 'f.jpg', 'image/jpeg', { imageType: 'STATIC' }))); // 604

  await refusedForQuota(attach);
  await refused(id, 'STORAGE_QUOTA_EXCEEDED', () => upload('POST', id, '/thumbnail', form(PNG_1X1, 't.png', 'image/png')));
  await refused(id, 'STORAGE_QUOTA_EXCEEDED', () => upload('POST', id, '/images', form(PNG_1X1, 'g.png', 'image/png', { imageType: 'STATIC' })));
  await refused(id, 'STORAGE_QUOTA_EXCEEDED', () => upload('POST', id, '/videos', form(ebml('webm'), 'v.webm', 'video/webm')));
  // A replacement counts what it frees: a bigger customer photo does not fit, a smaller agent photo does.
  await refusedForQuota(() => customerAvatar(JPEG_1X1, 'c.jpg', 'image/jpeg')); // 604 − 70 + 159 = 693
  expectOk(await agentAvatar(PNG_1X1, 'a.png', 'image/png')); // 604 − 159 + 70 = 515
  expectOk(await upload('POST', id, '/thumbnail', form(PNG_1X1, 't.png', 'image/png'))); // 585

  // Another agent's storage is their own.
  const other = await signUp(server);
  const otherTenant = await createTenant(server, other.token);
  const otherTask = await createTask(server, other.token, otherTenant.tenantId);
  expectOk(
    await server.api('POST', `/tenants/${otherTenant.tenantId}/tasks/${otherTask.taskId}/attachments`, { rawBody: fileForm(PDF_TINY, 'n.pdf', 'application/pdf'), token: other.token }),
    201,
  );

  // A deleted attachment gives its room back.
  await refusedForQuota(attach);
  expectOk(await server.api('DELETE', `${attachments}/${attachment.taskMediaId}`, { token }));
  expectOk(await attach(), 201);
});
