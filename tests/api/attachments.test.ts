import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Task, TaskAttachment } from '../../src/schema/task.ts';
import { Tenant } from '../../src/schema/tenant.ts';
import { expectClientError, expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import {
  ISO_UTC,
  MISSING_ID,
  createTask,
  createTenant,
  download,
  expectSchema,
  getTask,
  getTenant,
  uploadAttachment,
} from './support/customers.ts';
import type { TenantData } from './support/customers.ts';
import {
  DOCX_TINY,
  EXE_STUB,
  GIF_1X1,
  HTML_PAGE,
  PDF_TINY,
  PPTX_TINY,
  WEBP_1X1,
  XLSX_TINY,
  ZIP_PLAIN,
  fileForm,
  pdfOfSize,
} from './support/files.ts';
import { JPEG_1X1, PNG_1X1, SVG_WITH_SCRIPT, TEXT_FILE, imageForm } from './support/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const MB = 1024 * 1024;

/** Every file under the data dir but the database: what uploads left on disk. */
async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(server.config.dataDir);
  return found.filter((file) => !/app\.db(-wal|-shm|-journal)?$/.test(file)).sort();
}

/** Nothing in the database and nothing on disk changed. */
async function expectNothingStored(action: () => Promise<void>): Promise<void> {
  const before = await storedFiles();
  await expectNothingWritten(server, action);
  expect(await storedFiles()).toEqual(before);
}

async function agentWithTask() {
  const agent = await signUp(server);
  const tenant = await createTenant(server, agent.token);
  const task = await createTask(server, agent.token, tenant.tenantId);
  const path = `/tenants/${tenant.tenantId}/tasks/${task.taskId}`;
  return { ...agent, tenant, task, path };
}

describe('POST /tenants/{tenantId}/tasks/{taskId}/attachments', () => {
  it.each([
    ['pdf', PDF_TINY, 'Contrato firmado.pdf', 'application/pdf'],
    ['docx', DOCX_TINY, 'Carta.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', XLSX_TINY, 'Cuentas.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', PPTX_TINY, 'Presentación.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['jpg', JPEG_1X1, 'fachada.jpg', 'image/jpeg'],
    ['png', PNG_1X1, 'plano.png', 'image/png'],
    ['gif', GIF_1X1, 'animación.gif', 'image/gif'],
    ['webp', WEBP_1X1, 'foto.webp', 'image/webp'],
  ] as const)('stores a %s: 201, the contract shape, the same bytes at its url', async (extension, bytes, fileName, type) => {
    const { token, tenant, task } = await agentWithTask();
    const response = await server.api('POST', `/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments`, {
      rawBody: fileForm(bytes, fileName, type),
      token,
    });
    const envelope = expectOk(response, 201);
    expectSchema(TaskAttachment, envelope.data);
    const attachment = envelope.data;
    const expectedExtension = extension === 'jpg' ? /^jpe?g$/ : new RegExp(`^${extension}$`);
    expect(attachment.extension).toMatch(expectedExtension);
    expect(attachment).toMatchObject({ fileName, sizeMeasure: 'bytes', sizeValue: bytes.length });
    expect(attachment.createdAt).toMatch(ISO_UTC);
    expect(attachment.url).toMatch(new RegExp(`^/uploads/attachments/[A-Za-z0-9_-]{16,}\\.${attachment.extension}$`));
    expect((await download(server, attachment.url)).equals(bytes)).toBe(true);

    const stored = await getTask(server, token, tenant.tenantId, task.taskId);
    expectSchema(Task, stored);
    expect(stored.attachments).toEqual([attachment]);
  });

  it('serves a download as an attachment-safe response: nosniff and a fitting content type', async () => {
    const { token, tenant, task } = await agentWithTask();
    const attachment = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'a.pdf'));
    const response = await server.fetchRaw(attachment.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('judges the type by the bytes: a PDF named .png is stored as pdf', async () => {
    const { token, tenant, task } = await agentWithTask();
    const attachment = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'engaño.png', 'image/png'));
    expect(attachment.extension).toBe('pdf');
    expect(attachment.url).toMatch(/\.pdf$/);
  });

  it('sanitises the file name: no path survives, the stored name is random', async () => {
    const { token, tenant, task } = await agentWithTask();
    const attachment = await uploadAttachment(
      server,
      token,
      tenant.tenantId,
      task.taskId,
      fileForm(PDF_TINY, '../../secretos/..\\Contrato <final>.pdf'),
    );
    expect(attachment.fileName).not.toMatch(/[/\\<>]/);
    expect(attachment.fileName).not.toContain('..');
    expect(attachment.fileName).toContain('Contrato');
    expect(attachment.url).not.toContain('Contrato');
  });

  it('lists several attachments on the task, newest or oldest first but all of them', async () => {
    const { token, tenant, task } = await agentWithTask();
    const first = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'uno.pdf'));
    const second = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PNG_1X1, 'dos.png'));
    expect(first.url).not.toBe(second.url);
    const stored = await getTask(server, token, tenant.tenantId, task.taskId);
    expect([...stored.attachments].sort((a, b) => a.fileName.localeCompare(b.fileName))).toEqual([second, first]);
    const listed = expectOk(await server.api('GET', `/tenants/${tenant.tenantId}/tasks`, { token })).data;
    expect(listed[0].attachments).toHaveLength(2);
  });

  it('accepts exactly 10 MB', async () => {
    const { token, tenant, task } = await agentWithTask();
    const attachment = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(pdfOfSize(10 * MB), 'grande.pdf'));
    expect(attachment.sizeValue).toBe(10 * MB);
  });

  it('FILE_TOO_LARGE above 10 MB: nothing stored', async () => {
    const { token, path } = await agentWithTask();
    await expectNothingStored(async () => {
      expectError(
        await server.api('POST', `${path}/attachments`, { rawBody: fileForm(pdfOfSize(10 * MB + 1), 'enorme.pdf'), token }),
        'FILE_TOO_LARGE',
      );
    });
  });

  it.each([
    ['plain text named .pdf', TEXT_FILE, 'nota.pdf', 'application/pdf'],
    ['an HTML page', HTML_PAGE, 'pagina.html', 'text/html'],
    ['an SVG with a script', SVG_WITH_SCRIPT, 'dibujo.svg', 'image/svg+xml'],
    ['an executable named .docx', EXE_STUB, 'carta.docx', 'application/octet-stream'],
    ['a plain zip named .docx', ZIP_PLAIN, 'carta.docx', 'application/zip'],
    ['an empty file', Buffer.alloc(0), 'vacio.pdf', 'application/pdf'],
  ] as const)('FILE_TYPE_INVALID for %s: nothing stored', async (_name, bytes, fileName, type) => {
    const { token, tenant, task, path } = await agentWithTask();
    await expectNothingStored(async () => {
      const response = await server.api('POST', `${path}/attachments`, { rawBody: fileForm(bytes, fileName, type), token });
      if (bytes.length === 0) expectClientError(response, ['FILE_TYPE_INVALID', 'VALIDATION_ERROR']);
      else expectError(response, 'FILE_TYPE_INVALID');
    });
    expect((await getTask(server, token, tenant.tenantId, task.taskId)).attachments).toEqual([]);
  });

  it.each([
    ['no file part', () => {
      const form = new FormData();
      form.append('nota', 'sin archivo');
      return { rawBody: form };
    }],
    ['the file under another field name', () => ({ rawBody: fileForm(PDF_TINY, 'a.pdf', 'application/pdf', 'documento') })],
    ['a JSON body', () => ({ body: { file: 'JVBERi0xLjQ=' } })],
  ])('refuses %s with a typed 4xx: nothing stored', async (_name, request) => {
    const { token, path } = await agentWithTask();
    await expectNothingStored(async () => {
      expectClientError(await server.api('POST', `${path}/attachments`, { ...request(), token }), [
        'VALIDATION_ERROR',
        'FILE_TYPE_INVALID',
      ]);
    });
  });

  it('TASK_NOT_FOUND / TENANT_NOT_FOUND for unknown ids: nothing stored', async () => {
    const { token, tenant, task } = await agentWithTask();
    await expectNothingStored(async () => {
      expectError(
        await server.api('POST', `/tenants/${tenant.tenantId}/tasks/${MISSING_ID}/attachments`, { rawBody: fileForm(PDF_TINY, 'a.pdf'), token }),
        'TASK_NOT_FOUND',
      );
      expectError(
        await server.api('POST', `/tenants/${MISSING_ID}/tasks/${task.taskId}/attachments`, { rawBody: fileForm(PDF_TINY, 'a.pdf'), token }),
        'TENANT_NOT_FOUND',
      );
    });
  });
});

describe('DELETE /tenants/{tenantId}/tasks/{taskId}/attachments/{attachmentId}', () => {
  it('deletes it: data null, gone from the task and from disk; a second delete is ATTACHMENT_NOT_FOUND', async () => {
    const { token, tenant, task, path } = await agentWithTask();
    const kept = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PNG_1X1, 'queda.png'));
    const gone = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'se-va.pdf'));
    const filesBefore = await storedFiles();
    const response = await server.api('DELETE', `${path}/attachments/${gone.taskMediaId}`, { token });
    expect(expectOk(response).data).toBeNull();
    expect((await getTask(server, token, tenant.tenantId, task.taskId)).attachments).toEqual([kept]);
    expect((await server.fetchRaw(gone.url)).status).toBe(404);
    expect((await download(server, kept.url)).equals(PNG_1X1)).toBe(true);
    expect(await storedFiles()).toHaveLength(filesBefore.length - 1);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('DELETE', `${path}/attachments/${gone.taskMediaId}`, { token }), 'ATTACHMENT_NOT_FOUND');
    });
  });

  it('an attachment is found only under its own task: ATTACHMENT_NOT_FOUND elsewhere, nothing deleted', async () => {
    const { token, tenant, task } = await agentWithTask();
    const otherTask = await createTask(server, token, tenant.tenantId);
    const attachment = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'a.pdf'));
    await expectNothingStored(async () => {
      expectError(
        await server.api('DELETE', `/tenants/${tenant.tenantId}/tasks/${otherTask.taskId}/attachments/${attachment.taskMediaId}`, { token }),
        'ATTACHMENT_NOT_FOUND',
      );
    });
    expect((await getTask(server, token, tenant.tenantId, task.taskId)).attachments).toEqual([attachment]);
  });

  it('ATTACHMENT_NOT_FOUND / TASK_NOT_FOUND / TENANT_NOT_FOUND for unknown ids', async () => {
    const { token, tenant, task, path } = await agentWithTask();
    const attachment = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'a.pdf'));
    await expectNothingStored(async () => {
      expectError(await server.api('DELETE', `${path}/attachments/${MISSING_ID}`, { token }), 'ATTACHMENT_NOT_FOUND');
      expectError(
        await server.api('DELETE', `/tenants/${tenant.tenantId}/tasks/${MISSING_ID}/attachments/${attachment.taskMediaId}`, { token }),
        'TASK_NOT_FOUND',
      );
      expectError(
        await server.api('DELETE', `/tenants/${MISSING_ID}/tasks/${task.taskId}/attachments/${attachment.taskMediaId}`, { token }),
        'TENANT_NOT_FOUND',
      );
    });
  });
});

describe('deleting a task', () => {
  it('removes its attachments’ files', async () => {
    const { token, tenant, task, path } = await agentWithTask();
    const before = await storedFiles();
    const attachments = [
      await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'a.pdf')),
      await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(DOCX_TINY, 'b.docx')),
    ];
    expect(await storedFiles()).toHaveLength(before.length + 2);
    expect(expectOk(await server.api('DELETE', path, { token })).data).toBeNull();
    for (const attachment of attachments) expect((await server.fetchRaw(attachment.url)).status).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('uploading while the task is deleted', () => {
  it('the upload lands before the delete (and goes with it) or finds no task; no file is left behind', async () => {
    for (let round = 0; round < 5; round++) {
      const { token, tenant, task, path } = await agentWithTask();
      const before = await storedFiles();
      const [upload, removal] = await Promise.all([
        server.api('POST', `${path}/attachments`, { rawBody: fileForm(PDF_TINY, 'carrera.pdf'), token }),
        server.api('DELETE', path, { token }),
      ]);
      expect(removal.status, removal.text).toBe(200);
      if (upload.status !== 201) expectError(upload, 'TASK_NOT_FOUND');
      expectError(await server.api('GET', `/tenants/${tenant.tenantId}/tasks/${task.taskId}`, { token }), 'TASK_NOT_FOUND');
      expect(await storedFiles(), `round ${round}: upload ${upload.status}`).toEqual(before);
    }
  });
});

describe('PUT /tenants/{id}/avatar', () => {
  const putAvatar = (token: string, tenantId: string, form: FormData) =>
    server.api('PUT', `/tenants/${tenantId}/avatar`, { rawBody: form, token });

  it.each([
    ['a PNG', PNG_1X1, 'cara.png', 'image/png'],
    ['a JPEG', JPEG_1X1, 'cara.jpg', 'image/jpeg'],
    ['a WebP', WEBP_1X1, 'cara.webp', 'image/webp'],
  ] as const)('stores %s: the tenant with avatarUrl, the same bytes there', async (_name, bytes, fileName, type) => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const envelope = expectOk(await putAvatar(token, tenant.tenantId, imageForm(bytes, fileName, type)));
    expectSchema(Tenant, envelope.data);
    const updated = envelope.data as TenantData;
    expect(updated).toMatchObject({ tenantId: tenant.tenantId, fullName: tenant.fullName, status: 1 });
    expect(updated.avatarUrl).not.toBeNull();
    expect(new URL(updated.avatarUrl as string, server.config.publicUrl).pathname).toMatch(/^\/uploads\//);
    expect(updated.avatarUrl).not.toContain(fileName);
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(updated);
    const served = await server.fetchRaw(updated.avatarUrl as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a second upload replaces the first', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const first = (expectOk(await putAvatar(token, tenant.tenantId, imageForm(PNG_1X1, 'a.png', 'image/png'))).data as TenantData).avatarUrl;
    const second = (expectOk(await putAvatar(token, tenant.tenantId, imageForm(JPEG_1X1, 'b.jpg', 'image/jpeg'))).data as TenantData).avatarUrl;
    expect(second).not.toBe(first);
    expect((await getTenant(server, token, tenant.tenantId)).avatarUrl).toBe(second);
    expect((await server.fetchRaw(second as string)).status).toBe(200);
  });

  it.each([
    ['a PDF', PDF_TINY, 'cara.png', 'image/png'],
    ['an SVG', SVG_WITH_SCRIPT, 'cara.svg', 'image/svg+xml'],
    ['a GIF', GIF_1X1, 'cara.gif', 'image/gif'],
    ['plain text named .jpg', TEXT_FILE, 'cara.jpg', 'image/jpeg'],
  ] as const)('FILE_TYPE_INVALID for %s: avatar unchanged, nothing stored', async (_name, bytes, fileName, type) => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    await expectNothingStored(async () => {
      expectError(await putAvatar(token, tenant.tenantId, imageForm(bytes, fileName, type)), 'FILE_TYPE_INVALID');
    });
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(tenant);
  });

  it('FILE_TOO_LARGE above 5 MB: avatar unchanged, nothing stored', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const big = Buffer.alloc(5 * MB + 1);
    PNG_1X1.copy(big);
    await expectNothingStored(async () => {
      expectError(await putAvatar(token, tenant.tenantId, imageForm(big, 'cara.png', 'image/png')), 'FILE_TOO_LARGE');
    });
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(tenant);
  });

  it('TENANT_NOT_FOUND for an unknown tenant: nothing stored', async () => {
    const { token } = await signUp(server);
    await expectNothingStored(async () => {
      expectError(await putAvatar(token, MISSING_ID, imageForm(PNG_1X1, 'a.png', 'image/png')), 'TENANT_NOT_FOUND');
    });
  });
});
