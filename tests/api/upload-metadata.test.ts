/**
 * Issue 20: every stored image leaves its location behind, not only listing photos. An agent's
 * avatar, a customer's avatar (which other agents reach through the phone/e-mail lookup) and a
 * task attachment that is an image come back without any of the hidden text, still well formed.
 */
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { createTask, createTenant, download, uploadAttachment } from './support/customers.ts';
import type { TenantData } from './support/customers.ts';
import { assertWellFormedPng, assertWellFormedWebp, gifHidingText, hiddenMarkersIn, jpegHidingText, pngHidingText, webpHidingText } from './support/hidden-text.ts';
import { imageForm } from './support/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const JPEG = { bytes: jpegHidingText(), name: 'casa.jpg', type: 'image/jpeg', check: (bytes: Buffer) => expect(jpeg.decode(bytes).width).toBe(1) };
const PNG = { bytes: pngHidingText(), name: 'casa.png', type: 'image/png', check: assertWellFormedPng };
const WEBP = { bytes: webpHidingText(), name: 'casa.webp', type: 'image/webp', check: (bytes: Buffer) => void assertWellFormedWebp(bytes) };
const GIF = { bytes: gifHidingText(), name: 'casa.gif', type: 'image/gif', check: (bytes: Buffer) => expect(bytes.at(-1)).toBe(0x3b) };

type Photo = typeof JPEG;

async function expectClean(url: string, photo: Photo): Promise<Buffer> {
  expect(hiddenMarkersIn(photo.bytes).length).toBeGreaterThan(0);
  const served = await download(server, url);
  expect(hiddenMarkersIn(served)).toEqual([]);
  photo.check(served);
  return served;
}

describe('avatars and image attachments are stored without metadata', () => {
  it.each([['JPEG', JPEG], ['PNG', PNG]] as const)('an agent’s avatar (%s)', async (_name, photo) => {
    const { token } = await signUp(server);
    const body = expectOk(await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(photo.bytes, photo.name, photo.type), token }));
    await expectClean((body.data as { avatarUrl: string }).avatarUrl, photo);
  });

  it.each([['JPEG', JPEG], ['WebP', WEBP]] as const)('a customer’s avatar (%s), as another agent finds it by phone', async (_name, photo) => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const updated = expectOk(await server.api('PUT', `/tenants/${tenant.tenantId}/avatar`, { rawBody: imageForm(photo.bytes, photo.name, photo.type), token })).data as TenantData;
    await expectClean(updated.avatarUrl as string, photo);
  });

  it.each([['JPEG', JPEG], ['PNG', PNG], ['WebP', WEBP], ['GIF', GIF]] as const)('a task attachment (%s): its size is the stored file’s', async (_name, photo) => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const task = await createTask(server, token, tenant.tenantId);
    const attachment = await uploadAttachment(server, token, tenant.tenantId, task.taskId, imageForm(photo.bytes, photo.name, photo.type));
    const served = await expectClean(attachment.url, photo);
    expect(served.length).toBeLessThan(photo.bytes.length);
  });
});
