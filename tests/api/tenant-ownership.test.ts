/**
 * Issue 6: a shared person's identity (names, document, birth date, sex, phone, e-mail, address,
 * photo) is changed only by the agent who created the person. A linked agent edits their own link
 * (type, status, tasks) and may send the form back unchanged with a new type; any identity change
 * is refused with TENANT_IDENTITY_READ_ONLY and writes nothing. Lookups by phone and e-mail are
 * limited per agent.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { Tenant, TenantLookup } from '../../src/schema/tenant.ts';
import { REF, createTenant, expectSchema, getTenant, tenantUpdateBody, uniqueDocument, uniquePhone } from './support/customers.ts';
import type { TenantData } from './support/customers.ts';
import { expectError, expectNothingWritten, expectOk, signUp, startServer, uniqueEmail } from './harness.ts';
import type { TestServer } from './harness.ts';
import { PNG_1X1, imageForm } from './support/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

type WithIdentity = TenantData & { readonly identityEditable: boolean };

const putTenant = (token: string, tenantId: string, body: Record<string, unknown>) =>
  server.api('PUT', `/tenants/${tenantId}`, { body, token });
const putAvatar = (token: string, tenantId: string) =>
  server.api('PUT', `/tenants/${tenantId}/avatar`, { rawBody: imageForm(PNG_1X1, 'cara.png', 'image/png'), token });

/** Agent A created the customer (with a photo); agent B linked it as Contacto. */
async function shared() {
  const a = await signUp(server);
  const b = await signUp(server);
  const created = await createTenant(server, a.token, { tenantType: 2 });
  const tenant = expectOk(await putAvatar(a.token, created.tenantId)).data as WithIdentity;
  const linked = expectOk(
    await server.api('POST', `/tenants/${tenant.tenantId}/agents`, { body: { tenantType: 3 }, token: b.token }),
    201,
  ).data as WithIdentity;
  return { a, b, tenant, linked };
}

/** Every file under the data dir but the database. */
async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(server.config.dataDir);
  return found.filter((file) => !/app\.db(-wal|-shm|-journal)?$/.test(file)).sort();
}

/** No row and no stored value changed, and no file appeared or went. */
async function expectUntouched(action: () => Promise<void>): Promise<void> {
  const files = await storedFiles();
  const dump = await server.dump();
  await expectNothingWritten(server, action);
  expect(await server.dump(), 'every stored value').toBe(dump);
  expect(await storedFiles()).toEqual(files);
}

describe('identityEditable: the caller may change the person', () => {
  it('true for the agent who created it, false for a linked agent, in every view', async () => {
    const { a, b, tenant, linked } = await shared();
    expectSchema(Tenant, tenant, { strict: true });
    expect(tenant.identityEditable).toBe(true);
    expect(linked.identityEditable).toBe(false);
    for (const [token, editable] of [[a.token, true], [b.token, false]] as const) {
      expect((await getTenant(server, token, tenant.tenantId) as WithIdentity).identityEditable).toBe(editable);
      const bySlug = expectOk(await server.api('GET', `/tenants/slug/${tenant.slug}`, { token })).data as WithIdentity;
      expect(bySlug.identityEditable).toBe(editable);
      const list = expectOk(await server.api('GET', '/tenants', { token })).data as WithIdentity[];
      expect(list.find((item) => item.tenantId === tenant.tenantId)?.identityEditable).toBe(editable);
    }
  });

  it('the creator’s answers to POST and PUT say true', async () => {
    const { token } = await signUp(server);
    const created = (await createTenant(server, token)) as WithIdentity;
    expect(created.identityEditable).toBe(true);
    const updated = expectOk(await putTenant(token, created.tenantId, tenantUpdateBody(created, { firstName: 'Andrés' }))).data;
    expect(updated.identityEditable).toBe(true);
  });
});

describe('PUT /tenants/{id} by the agent who created the person', () => {
  it('changes the identity; the linked agent sees the new data and keeps their own type', async () => {
    const { a, b, tenant } = await shared();
    const email = uniqueEmail('nuevo');
    const updated = expectOk(
      await putTenant(a.token, tenant.tenantId, tenantUpdateBody(tenant, { firstName: 'Renata', emailAddress: email, sex: 2 })),
    ).data as WithIdentity;
    expect(updated).toMatchObject({ firstName: 'Renata', emailAddress: email, sex: 2, tenantType: 2, identityEditable: true });
    expect(await getTenant(server, b.token, tenant.tenantId)).toMatchObject({
      firstName: 'Renata',
      fullName: `Renata ${tenant.lastName}`,
      emailAddress: email,
      sex: 2,
      tenantType: 3,
      identityEditable: false,
    });
  });
});

describe('PUT /tenants/{id} by a linked agent who did not create the person', () => {
  const changes: ReadonlyArray<readonly [string, (tenant: TenantData) => Record<string, unknown>]> = [
    ['the first name', () => ({ firstName: 'Renata' })],
    ['the last name', () => ({ lastName: 'Salazar' })],
    ['the phone number', () => ({ phoneNumber: uniquePhone() })],
    ['the phone code', () => ({ codePhoneNumber: '1' })],
    ['the e-mail', () => ({ emailAddress: uniqueEmail('otro') })],
    ['the e-mail, removed', () => ({ emailAddress: null })],
    ['the document type', () => ({ documentType: 4 })],
    ['the document number', () => ({ documentNumber: uniqueDocument() })],
    ['the birth date', () => ({ birthDate: '1990-01-31' })],
    ['the birth date, removed', () => ({ birthDate: null })],
    ['the sex', () => ({ sex: 3 })],
    ['the address', () => ({ countryState: REF.zulia.id, location: REF.zuliaLocation.id })],
    ['the locality', () => ({ location: null })],
    ['the name, with a new type too', () => ({ firstName: 'Renata', tenantType: 2 })],
  ];

  it.each(changes)('changing %s → 403 TENANT_IDENTITY_READ_ONLY, nothing written', async (_name, change) => {
    const { a, b, tenant, linked } = await shared();
    const ownerBefore = await getTenant(server, a.token, tenant.tenantId);
    await expectUntouched(async () => {
      expectError(await putTenant(b.token, tenant.tenantId, tenantUpdateBody(linked, change(linked))), 'TENANT_IDENTITY_READ_ONLY');
    });
    expect(await getTenant(server, a.token, tenant.tenantId)).toEqual(ownerBefore);
    expect(await getTenant(server, b.token, tenant.tenantId)).toEqual(linked);
  });

  it('the identity as stored and a new type → 200: only the linked agent’s type changes', async () => {
    const { a, b, tenant, linked } = await shared();
    const ownerBefore = await getTenant(server, a.token, tenant.tenantId);
    const updated = expectOk(await putTenant(b.token, tenant.tenantId, tenantUpdateBody(linked, { tenantType: 2 }))).data as WithIdentity;
    expectSchema(Tenant, updated, { strict: true });
    const { tenantType: _type, updatedAt: _updated, ...person } = linked;
    expect(updated).toMatchObject({ ...person, tenantType: 2, identityEditable: false });
    expect(await getTenant(server, b.token, tenant.tenantId)).toEqual(updated);
    // The owner's view does not move at all: neither the type nor updatedAt.
    expect(await getTenant(server, a.token, tenant.tenantId)).toEqual(ownerBefore);
  });

  it('the identity written as a person types it (spaces, capitals, a leading 0) is the same identity', async () => {
    const { b, tenant, linked } = await shared();
    const body = tenantUpdateBody(linked, {
      tenantType: 2,
      firstName: `  ${linked.firstName}  `,
      lastName: ` ${linked.lastName}`,
      emailAddress: (linked.emailAddress as string).toUpperCase(),
      phoneNumber: `0${linked.phoneNumber.number}`,
      documentNumber: ` ${linked.documentNumber as string} `,
    });
    expect(expectOk(await putTenant(b.token, tenant.tenantId, body)).data.tenantType).toBe(2);
  });

  it('a stale form (the creator renamed the person meanwhile) is refused and changes nothing', async () => {
    const { a, b, tenant, linked } = await shared();
    expectOk(await putTenant(a.token, tenant.tenantId, tenantUpdateBody(tenant, { firstName: 'Renata' })));
    await expectUntouched(async () => {
      expectError(await putTenant(b.token, tenant.tenantId, tenantUpdateBody(linked, { tenantType: 2 })), 'TENANT_IDENTITY_READ_ONLY');
    });
    expect(await getTenant(server, b.token, tenant.tenantId)).toMatchObject({ firstName: 'Renata', tenantType: 3 });
  });

  it('status changes stay the linked agent’s own', async () => {
    const { a, b, tenant } = await shared();
    const archived = expectOk(await server.api('PUT', `/tenants/${tenant.tenantId}/disabled`, { token: b.token })).data;
    expect(archived).toMatchObject({ status: 2, identityEditable: false });
    expect((await getTenant(server, a.token, tenant.tenantId)).status).toBe(1);
  });
});

describe('PUT /tenants/{id}/avatar by a linked agent who did not create the person', () => {
  it('403 TENANT_IDENTITY_READ_ONLY: no file stored, nothing written, the photo unchanged', async () => {
    const { a, b, tenant } = await shared();
    await expectUntouched(async () => {
      expectError(await putAvatar(b.token, tenant.tenantId), 'TENANT_IDENTITY_READ_ONLY');
    });
    expect((await getTenant(server, a.token, tenant.tenantId)).avatarUrl).toBe(tenant.avatarUrl);
    expect((await getTenant(server, b.token, tenant.tenantId)).avatarUrl).toBe(tenant.avatarUrl);
  });

  it('the creator still changes it', async () => {
    const { a, tenant } = await shared();
    const updated = expectOk(await putAvatar(a.token, tenant.tenantId)).data as TenantData;
    expect(updated.avatarUrl).not.toBe(tenant.avatarUrl);
  });
});

describe('lookups by phone and e-mail: limited per agent', () => {
  const MAX = 30;
  let limited: TestServer;
  beforeAll(async () => {
    // The production default (30 a minute), not the harness's relaxed one.
    limited = await startServer({ lookupRateLimit: loadConfig({}).lookupRateLimit });
  });
  afterAll(async () => {
    await limited?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const byPhone = (token: string, number: string) => limited.api('GET', `/tenants/phone-number/${number}`, { token });
  const byEmail = (token: string, email: string) => limited.api('GET', `/tenants/email/${encodeURIComponent(email)}`, { token });

  it('defaults to 30 a minute; LOOKUP_RATE_LIMIT_MAX changes the number', () => {
    expect(loadConfig({}).lookupRateLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(loadConfig({ LOOKUP_RATE_LIMIT_MAX: '5' }).lookupRateLimit).toEqual({ max: 5, windowMs: 60_000 });
    expect(() => loadConfig({ LOOKUP_RATE_LIMIT_MAX: '0' })).toThrow(/LOOKUP_RATE_LIMIT_MAX/);
  });

  it('the 31st lookup in a minute (phone and e-mail share one budget) → 429 with Retry-After; another agent is unaffected; the next minute lifts it', async () => {
    const owner = await signUp(limited);
    const harvester = await signUp(limited);
    const other = await signUp(limited);
    const tenant = await createTenant(limited, owner.token);
    const expected = {
      tenantId: tenant.tenantId,
      fullName: tenant.fullName,
      avatarUrl: null,
      phoneNumber: tenant.phoneNumber,
      linked: false,
    };
    // The limiter's window runs on Date: freeze it, then move it on (the server's clock follows).
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();

    for (let i = 1; i <= MAX; i++) {
      const response =
        i % 3 === 0
          ? await byEmail(harvester.token, tenant.emailAddress as string)
          : i % 3 === 1
            ? await byPhone(harvester.token, tenant.phoneNumber.fullNumber)
            : await byPhone(harvester.token, `58${uniquePhone()}`);
      if (i % 3 === 2) expectError(response, 'TENANT_NOT_FOUND');
      else expect(expectOk(response).data.tenantId, `lookup ${i}`).toBe(tenant.tenantId);
    }

    for (const refused of [await byPhone(harvester.token, tenant.phoneNumber.fullNumber), await byEmail(harvester.token, tenant.emailAddress as string)]) {
      expectError(refused, 'TOO_MANY_REQUESTS');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }

    // Another agent has a budget of their own, and gets exactly what a lookup answers.
    const found = expectOk(await byPhone(other.token, tenant.phoneNumber.fullNumber)).data;
    expectSchema(TenantLookup, found, { strict: true });
    expect(found).toEqual(expected);

    vi.setSystemTime(start + 59_000);
    expectError(await byPhone(harvester.token, tenant.phoneNumber.fullNumber), 'TOO_MANY_REQUESTS');
    vi.setSystemTime(start + 60_001);
    expect(expectOk(await byPhone(harvester.token, tenant.phoneNumber.fullNumber)).data).toEqual(expected);
  });
});
