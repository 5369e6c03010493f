/**
 * Uploads are bounded before and while they are read: a Content-Length over the limit is refused
 * without reading the body, a chunked body is cut off at the limit, an agent has at most
 * UPLOADS_PER_AGENT uploads in progress, images over 100 megapixels or 20,000 px a side are refused,
 * and no refused, failed or rolled-back upload leaves a file anywhere under uploads/.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, API_KEY, expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { ApiResponse, TestServer } from './harness.ts';
import { createTask, createTenant, download } from './support/customers.ts';
import { ebml, form } from './support/draft-media.ts';
import { createDraft } from './support/drafts.ts';
import { PDF_TINY, fileForm, pdfOfSize, zipOf } from './support/files.ts';
import { JPEG_1X1, PNG_1X1, gifDeclaring, imageForm, jpegDeclaring, pngDeclaring } from './support/images.ts';
import { FILE_PART_TAIL, MULTIPART_TYPE, filePartHead, multipartLength, openRawRequest } from './support/raw-http.ts';
import type { RawRequest, RawResponse } from './support/raw-http.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const MB = 1024 * 1024;
const SECOND = 1000;

/** Every file under uploads/ (the temp folder included), relative to it. */
async function uploadedFiles(): Promise<string[]> {
  const root = join(server.config.dataDir, 'uploads');
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full.slice(root.length + 1));
    }
  };
  await walk(root);
  return found.sort();
}

const tempFiles = async (): Promise<string[]> => (await uploadedFiles()).filter((file) => file.startsWith('.tmp/'));

/** Polls `check` until it holds (the server notices a closed socket on its own schedule). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10 * SECOND): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** `promise`, or a failure naming `what` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function expectRawError(response: RawResponse | null, status: number, type: string): void {
  expect(response, 'an answer before the connection closed').not.toBeNull();
  expect({ status: response?.status, type: JSON.parse(response?.body ?? '{}').metadata?.error?.type }).toEqual({ status, type });
}

async function agentWithTask() {
  const agent = await signUp(server);
  const tenant = await createTenant(server, agent.token);
  const task = await createTask(server, agent.token, tenant.tenantId);
  return { ...agent, tenant, task, path: `/tenants/${tenant.tenantId}/tasks/${task.taskId}` };
}

const rawUpload = (path: string, token: string, headers: Record<string, string> = {}, chunked = false): RawRequest =>
  openRawRequest(server.baseUrl, {
    method: path.endsWith('/attachments') ? 'POST' : 'PUT',
    path: `${API_BASE}${path}`,
    headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${token}`, 'Content-Type': MULTIPART_TYPE, ...headers },
    chunked,
  });

describe('a body over the limit', () => {
  it.each([
    ['an attachment', 'attachments', 50 * MB],
    ['an agent avatar', 'agent-avatar', 6 * MB],
  ] as const)('%s declared over the limit by Content-Length: 413 at once, the body unread, the connection closed', async (_name, kind, declared) => {
    const { token, path } = await agentWithTask();
    const before = await uploadedFiles();
    const head = filePartHead('grande.pdf', 'application/pdf');
    const request = rawUpload(kind === 'attachments' ? `${path}/attachments` : '/landlords/avatar', token, {
      'Content-Length': String(multipartLength(head, declared)),
    });
    await request.write(head);
    await request.write(kind === 'attachments' ? pdfOfSize(4096) : PNG_1X1);
    // The rest (megabytes) is never sent: only an answer given without reading it can arrive.
    const response = await within(request.response, 5 * SECOND, 'the 413');
    expectRawError(response, 413, 'FILE_TOO_LARGE');
    expect(response?.headers.connection).toBe('close');
    await within(request.closed, 5 * SECOND, 'the server closing the connection');
    expect(request.bytesSent()).toBeLessThan(10 * 1024);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('a chunked body (no Content-Length) is cut off once it passes the limit: 413, closed, the rest never read', async () => {
    const { token, path } = await agentWithTask();
    const before = await uploadedFiles();
    const request = rawUpload(`${path}/attachments`, token, {}, true);
    await request.write(filePartHead('sin-fin.pdf', 'application/pdf'));
    const piece = pdfOfSize(64 * 1024);
    const offered = 50 * MB;
    let answered = false;
    void request.response.then(() => {
      answered = true;
    });
    for (let sent = 0; sent < offered && !answered; sent += piece.length) {
      if (!(await request.write(piece))) break;
    }
    const response = await within(request.response, 5 * SECOND, 'the 413');
    expectRawError(response, 413, 'FILE_TOO_LARGE');
    expect(response?.headers.connection).toBe('close');
    await within(request.closed, 5 * SECOND, 'the server closing the connection');
    // 10 MB were needed to pass the limit; socket buffers hold a few more, not the remaining 40.
    console.log(`chunked upload: ${(request.bytesSent() / MB).toFixed(1)} MB accepted by the socket of ${offered / MB} MB offered`);
    expect(request.bytesSent()).toBeLessThan(25 * MB);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('a file of the wrong type is refused from its first bytes, without waiting for the rest', async () => {
    const { token, path } = await agentWithTask();
    const before = await uploadedFiles();
    const head = filePartHead('nota.pdf', 'application/pdf');
    const request = rawUpload(`${path}/attachments`, token, { 'Content-Length': String(multipartLength(head, 9 * MB)) });
    await request.write(head);
    await request.write(Buffer.alloc(64 * 1024, 'texto '));
    const response = await within(request.response, 5 * SECOND, 'the 415');
    expectRawError(response, 415, 'FILE_TYPE_INVALID');
    expect(response?.headers.connection).toBe('close');
    expect(await uploadedFiles()).toEqual(before);
  });

  it('a field besides the file is refused (400): the body carries one file and nothing else', async () => {
    const { token, path } = await agentWithTask();
    const form = new FormData();
    form.append('nota', 'x'.repeat(1000));
    form.append('file', new Blob([new Uint8Array(PDF_TINY)]), 'a.pdf');
    await expectNothingWritten(server, async () => {
      expectError(await server.api('POST', `${path}/attachments`, { rawBody: form, token }), 'VALIDATION_ERROR');
    });
  });
});

describe('uploads in progress per agent', () => {
  it('a fourth at once is 429 TOO_MANY_REQUESTS; another agent is not held up; interrupted uploads free their slot and leave no file', async () => {
    const { token } = await signUp(server);
    const other = await signUp(server);
    const before = await uploadedFiles();
    const head = filePartHead('foto.png', 'image/png');
    const held = Array.from({ length: 3 }, () =>
      rawUpload('/landlords/avatar', token, { 'Content-Length': String(multipartLength(head, MB)) }),
    );
    for (const request of held) {
      await request.write(head);
      await request.write(PNG_1X1);
    }
    await eventually(async () => (await tempFiles()).length === 3, 'three uploads in progress');

    expectError(await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(PNG_1X1, 'a.png', 'image/png'), token }), 'TOO_MANY_REQUESTS');
    expectOk(await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(PNG_1X1, 'a.png', 'image/png'), token: other.token }));

    for (const request of held) request.destroy();
    await eventually(async () => (await tempFiles()).length === 0, 'the interrupted uploads’ temp files to go');
    const after = expectOk(await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(JPEG_1X1, 'b.jpg', 'image/jpeg'), token }));
    expect(after.data.avatarUrl).toMatch(/^\/uploads\/avatars\//);
    // Only the two avatars that were accepted are on disk.
    expect((await uploadedFiles()).filter((file) => !before.includes(file))).toHaveLength(2);
  });
});

describe('images over 100 megapixels or 20,000 px a side', () => {
  const avatarCalls = {
    agent: async (token: string) => (form: FormData) => server.api('PUT', '/landlords/avatar', { rawBody: form, token }),
    customer: async (token: string) => {
      const tenant = await createTenant(server, token);
      return (form: FormData) => server.api('PUT', `/tenants/${tenant.tenantId}/avatar`, { rawBody: form, token });
    },
  };

  it.each([
    ['agent', 'a PNG declaring 2³¹ pixels (65,536 × 32,768)', pngDeclaring(65_536, 32_768), 'image/png'],
    ['agent', 'a PNG 20,001 px wide', pngDeclaring(20_001, 1), 'image/png'],
    ['agent', 'a PNG of 10,001 × 10,000 (just over 100 megapixels)', pngDeclaring(10_001, 10_000), 'image/png'],
    ['agent', 'a JPEG 22,000 px tall behind 300 KB of APP segments', jpegDeclaring(10, 22_000, 300 * 1024), 'image/jpeg'],
    ['customer', 'a PNG declaring 2³¹ pixels', pngDeclaring(65_536, 32_768), 'image/png'],
    ['customer', 'a JPEG of 12,000 × 9,000', jpegDeclaring(12_000, 9_000), 'image/jpeg'],
  ] as const)('%s avatar: 422 IMAGE_DIMENSIONS_TOO_LARGE for %s, nothing stored', async (who, _name, bytes, type) => {
    const { token } = await signUp(server);
    const put = await avatarCalls[who](token);
    const before = await uploadedFiles();
    await expectNothingWritten(server, async () => {
      expectError(await put(imageForm(bytes, 'foto', type)), 'IMAGE_DIMENSIONS_TOO_LARGE');
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it.each([
    ['a PNG declaring 2³¹ pixels', pngDeclaring(65_536, 32_768), 'image/png'],
    ['a GIF whose screen is 20,001 px wide', gifDeclaring([20_001, 1]), 'image/gif'],
    ['a GIF with a 1×1 screen and a 30,000 px frame', gifDeclaring([1, 1], [30_000, 1]), 'image/gif'],
    ['a GIF with a 1×1 screen and a 12,000 × 12,000 frame', gifDeclaring([1, 1], [12_000, 12_000]), 'image/gif'],
    ['a JPEG 25,000 px wide behind 300 KB of APP segments', jpegDeclaring(25_000, 10, 300 * 1024), 'image/jpeg'],
  ] as const)('attachment: 422 IMAGE_DIMENSIONS_TOO_LARGE for %s, nothing stored', async (_name, bytes, type) => {
    const { token, path } = await agentWithTask();
    const before = await uploadedFiles();
    await expectNothingWritten(server, async () => {
      expectError(await server.api('POST', `${path}/attachments`, { rawBody: fileForm(bytes, 'imagen', type), token }), 'IMAGE_DIMENSIONS_TOO_LARGE');
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it.each([
    ['a JPEG measured behind 300 KB of APP segments', jpegDeclaring(640, 480, 300 * 1024), 'jpg'],
    ['a PNG of exactly 10,000 × 10,000 (100 megapixels)', pngDeclaring(10_000, 10_000), 'png'],
    ['a panorama JPEG of 16,000 × 4,000 behind 300 KB of APP segments', jpegDeclaring(16_000, 4_000, 300 * 1024), 'jpg'],
    ['a GIF of 20,000 × 1', gifDeclaring([20_000, 1]), 'gif'],
  ] as const)('attachment: %s is accepted', async (_name, bytes, extension) => {
    const { token, path } = await agentWithTask();
    const response = await server.api('POST', `${path}/attachments`, { rawBody: fileForm(bytes, 'imagen'), token });
    expect(expectOk(response, 201).data.extension).toBe(extension);
  });
});

describe('formats read from the stored file', () => {
  it('a 6 MB Word document: its central directory, at the end of the file, is found and read', async () => {
    const { token, path } = await agentWithTask();
    const docx = zipOf({
      '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      'word/media/plano.bin': 'x'.repeat(6 * MB),
      'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    });
    const response = await server.api('POST', `${path}/attachments`, { rawBody: fileForm(docx, 'contrato.docx'), token });
    expect(expectOk(response, 201).data).toMatchObject({ extension: 'docx', sizeValue: docx.length });
  });
});

describe('a rolled-back upload', () => {
  it('its task deleted while the file arrives: TASK_NOT_FOUND, and no file anywhere (not even a temp one)', async () => {
    const { token, path } = await agentWithTask();
    const before = await uploadedFiles();
    const head = filePartHead('tarde.pdf', 'application/pdf');
    const request = rawUpload(`${path}/attachments`, token, { 'Content-Length': String(multipartLength(head, PDF_TINY.length)) });
    await request.write(head);
    await request.write(PDF_TINY.subarray(0, 8));
    await eventually(async () => (await tempFiles()).length === 1, 'the upload in progress');
    expectOk(await server.api('DELETE', path, { token }));
    await request.write(PDF_TINY.subarray(8));
    await request.write(FILE_PART_TAIL);
    const response = await within(request.response, 5 * SECOND, 'the answer');
    expectRawError(response, 404, 'TASK_NOT_FOUND');
    expect(await uploadedFiles()).toEqual(before);
  });
});

describe('serving uploads', () => {
  const expectPrivate = (response: Response | ApiResponse) => {
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/\bprivate\b/);
    expect(cacheControl).not.toMatch(/\bpublic\b/);
  };

  it('attachments and avatars are Cache-Control: private (never kept by shared caches)', async () => {
    const { token, path } = await agentWithTask();
    const attachment = expectOk(await server.api('POST', `${path}/attachments`, { rawBody: fileForm(PDF_TINY, 'a.pdf'), token }), 201).data;
    const avatar = expectOk(await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(PNG_1X1, 'a.png', 'image/png'), token })).data;
    for (const url of [attachment.url as string, avatar.avatarUrl as string]) {
      const response = await server.fetchRaw(url);
      expect(response.status).toBe(200);
      expectPrivate(response);
    }
    expect((await download(server, attachment.url)).equals(PDF_TINY)).toBe(true);
  });

  it('the temp folder is never served', async () => {
    expect((await server.fetchRaw('/uploads/.tmp/')).status).toBe(404);
    expect((await server.fetchRaw('/uploads/.tmp/anything.part')).status).toBe(404);
  });
});

describe('a photo replaced twice at once', () => {
  it.each(['agent', 'customer'] as const)('%s: the photo kept is the only file left, the other two are removed', async (who) => {
    const { token } = await signUp(server);
    const path = who === 'agent' ? '/landlords/avatar' : `/tenants/${(await createTenant(server, token)).tenantId}/avatar`;
    const reread = who === 'agent' ? '/auth/landlords' : path.replace(/\/avatar$/, '');
    const put = (bytes: Buffer, type: string) => server.api('PUT', path, { rawBody: imageForm(bytes, 'foto', type), token });
    const first = expectOk(await put(PNG_1X1, 'image/png')).data.avatarUrl as string;

    // A starts streaming; B replaces the photo while A is still arriving; then A ends.
    const head = filePartHead('foto.png', 'image/png');
    const slow = rawUpload(path, token, { 'Content-Length': String(multipartLength(head, PNG_1X1.length)) });
    await slow.write(head);
    await slow.write(PNG_1X1.subarray(0, 16));
    await eventually(async () => (await tempFiles()).length === 1, 'the slow upload under way');
    const quick = expectOk(await put(JPEG_1X1, 'image/jpeg')).data.avatarUrl as string;
    await slow.write(PNG_1X1.subarray(16));
    await slow.write(FILE_PART_TAIL);
    expect((await slow.response)?.status).toBe(200);

    const current = (expectOk(await server.api('GET', reread, { token })).data.avatarUrl as string).split('?')[0] ?? '';
    expect(current).not.toBe(quick);
    const fileOf = (url: string) => `avatars/${url.split('/').pop()}`;
    const ours = [first, quick, current].map(fileOf);
    const left = (await uploadedFiles()).filter((file) => ours.includes(file));
    expect(left, 'files of this photo left on disk: only the current one').toEqual([fileOf(current)]);
  });
});

describe('a second file part (issue 20)', () => {
  /** A form whose field `file` is followed by another file part (named `file` again, or otherwise). */
  const twoFiles = (first: Buffer, name: string, type: string, fields: Record<string, string> = {}, secondField = 'file'): FormData => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(first)], { type }), name);
    form.append(secondField, new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'otra.png');
    return form;
  };

  it('is refused 400 VALIDATION_ERROR on every upload route, with nothing written', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const task = await createTask(server, token, tenant.tenantId);
    const draft = await createDraft(server, token);
    // The video's thumbnail needs a video.
    expectOk(await server.api('POST', `/property-drafts/${draft.propertyDraftId}/videos`, { rawBody: form(ebml('webm'), 'v.webm', 'video/webm'), token }));
    const calls: Array<[string, string, () => FormData]> = [
      ['PUT', '/landlords/avatar', () => twoFiles(JPEG_1X1, 'a.jpg', 'image/jpeg')],
      ['PUT', `/tenants/${tenant.tenantId}/avatar`, () => twoFiles(JPEG_1X1, 'a.jpg', 'image/jpeg', {}, 'otro')],
      ['POST', `/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments`, () => twoFiles(PDF_TINY, 'a.pdf', 'application/pdf')],
      ['POST', `/property-drafts/${draft.propertyDraftId}/images`, () => twoFiles(JPEG_1X1, 'a.jpg', 'image/jpeg', { imageType: 'STATIC' })],
      ['POST', `/property-drafts/${draft.propertyDraftId}/thumbnail`, () => twoFiles(JPEG_1X1, 'a.jpg', 'image/jpeg')],
      ['POST', `/property-drafts/${draft.propertyDraftId}/videos`, () => twoFiles(ebml('webm'), 'a.webm', 'video/webm')],
      ['PUT', `/property-drafts/${draft.propertyDraftId}/videos/thumbnail`, () => twoFiles(JPEG_1X1, 'a.jpg', 'image/jpeg')],
    ];
    const before = await uploadedFiles();
    for (const [method, path, body] of calls) {
      await expectNothingWritten(server, async () => {
        expectError(await server.api(method, path, { rawBody: body(), token }), 'VALIDATION_ERROR');
      });
    }
    expect(await uploadedFiles()).toEqual(before);
  });
});
