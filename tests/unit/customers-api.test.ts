import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/services/api-client.ts';
import { listTenants, lookupTenantByPhone, updateTenant, uploadTenantAvatar } from '../../src/services/tenants-api.ts';
import { reopenTask, deleteAttachment, tenantTasks } from '../../src/services/tasks-api.ts';

interface Sent {
  readonly url: URL;
  readonly method: string;
  readonly body: string;
  readonly form: FormData | null;
}

/** Records each request and answers `{ data, metadata }` with status 200. */
const recording = (data: unknown, sent: Sent[]): ApiClient =>
  createApiClient({
    apiKey: 'key-1',
    accessToken: () => 'token-1',
    baseUrl: 'http://agentes.test/',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
      sent.push({
        url: new URL(request.url),
        method: request.method,
        form: multipart ? await request.clone().formData() : null,
        body: multipart ? '' : await request.text(),
      });
      return new Response(JSON.stringify({ data, metadata: { pagination: { limit: 16, offset: 0, total: 0 } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });

const tenant = {
  tenantId: 't-1',
  slug: 'ana-perez-abc123',
  firstName: 'Ana',
  lastName: 'Pérez',
  fullName: 'Ana Pérez',
  tenantType: 2,
  status: 1,
  emailAddress: null,
  phoneNumber: { code: '58', number: '4121234567', fullNumber: '584121234567' },
  documentType: null,
  documentNumber: null,
  sex: 3,
  birthDate: null,
  address: { countryState: null, countryStateId: null, location: null, countryLocationId: null },
  avatarUrl: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  identityEditable: true,
};

describe('customers services', () => {
  it('sends the tenants search lower-cased and trimmed, and leaves out an empty one', async () => {
    const sent: Sent[] = [];
    await listTenants({ searchQuery: '  María GÓMEZ ', status: 2, limit: 16, offset: 32 }, recording([], sent));
    await listTenants({ searchQuery: '   ' }, recording([], sent));
    expect(sent[0]?.url.pathname).toBe('/rest/v1/tenants');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ searchQuery: 'maría gómez', status: '2', limit: '16', offset: '32' });
    expect(sent[1]?.url.searchParams.has('searchQuery')).toBe(false);
  });

  it('looks a phone up by country code and number in the path', async () => {
    const sent: Sent[] = [];
    await lookupTenantByPhone('584121234567', recording({ tenantId: 't-1', fullName: 'Ana Pérez', avatarUrl: null, linked: false }, sent));
    expect(sent[0]?.url.pathname).toBe('/rest/v1/tenants/phone-number/584121234567');
  });

  it('updates a tenant at its own path with the whole body', async () => {
    const sent: Sent[] = [];
    const body = {
      tenantId: 't-1',
      firstName: 'Ana',
      lastName: 'Pérez',
      tenantType: 2 as const,
      codePhoneNumber: '58',
      phoneNumber: '4121234567',
      emailAddress: null,
      documentType: null,
      documentNumber: null,
      sex: 3 as const,
      countryState: null,
      location: null,
      birthDate: null,
    };
    const updated = await updateTenant(body, recording(tenant, sent));
    expect(sent[0]).toMatchObject({ method: 'PUT' });
    expect(sent[0]?.url.pathname).toBe('/rest/v1/tenants/t-1');
    expect(JSON.parse(sent[0]!.body)).toEqual(body);
    expect(updated.slug).toBe('ana-perez-abc123');
  });

  it('names the avatar file after the tenant (spec 02 §5)', async () => {
    const sent: Sent[] = [];
    await uploadTenantAvatar('t-1', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), recording(tenant, sent));
    const file = sent[0]?.form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('t-1.jpg');
  });

  it('reaches the task status, list and attachment paths of the spec', async () => {
    const sent: Sent[] = [];
    await tenantTasks('t-1', { status: 1, orderBy: 'dueDate', orderType: 'asc', searchQuery: ' ' }, recording([], sent));
    await deleteAttachment('t-1', 'k-1', 'a-1', recording(null, sent));
    expect(sent[0]?.url.pathname).toBe('/rest/v1/tenants/t-1/tasks');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ status: '1', orderBy: 'dueDate', orderType: 'asc' });
    expect(sent[1]).toMatchObject({ method: 'DELETE' });
    expect(sent[1]?.url.pathname).toBe('/rest/v1/tenants/t-1/tasks/k-1/attachments/a-1');
    await expect(reopenTask('t-1', 'k-1', recording(null, sent))).rejects.toMatchObject({ type: 'SERVER_ERROR' });
    expect(sent[2]?.url.pathname).toBe('/rest/v1/tenants/t-1/tasks/k-1/in-progress');
    // Issue 8: the range travels as a query parameter, beside the search it bounds.
    await tenantTasks('t-1', { range: 'all', searchQuery: ' notaria ' }, recording([], sent));
    expect(Object.fromEntries(sent[3]!.url.searchParams)).toEqual({ range: 'all', searchQuery: 'notaria' });
  });
});
