import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tenant } from '../../src/schema/tenant.ts';
import { createTenant, expectSchema, uniquePhone } from './support/customers.ts';
import type { TenantData } from './support/customers.ts';
import { expectError, expectOk, signUp, startServer, uniqueEmail } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const list = async (token: string, query = '') => {
  const body = expectOk(await server.api('GET', `/tenants${query === '' ? '' : `?${query}`}`, { token }));
  return { items: body.data as TenantData[], pagination: body.metadata.pagination };
};
let queryAgent: ReturnType<typeof signUp> | undefined;
const idsOf = (items: readonly TenantData[]): string[] => items.map((item) => item.tenantId);

describe('GET /tenants', () => {
  it('lists the caller’s active customers, newest link first, 16 a page, with the total', async () => {
    const { token } = await signUp(server);
    const created: TenantData[] = [];
    for (let i = 0; i < 18; i++) created.push(await createTenant(server, token));
    const newestFirst = idsOf(created).reverse();

    const first = await list(token);
    for (const item of first.items) expectSchema(Tenant, item);
    expect(first.pagination).toEqual({ limit: 16, offset: 0, total: 18 });
    expect(idsOf(first.items)).toEqual(newestFirst.slice(0, 16));

    const second = await list(token, 'offset=16');
    expect(second.pagination).toEqual({ limit: 16, offset: 16, total: 18 });
    expect(idsOf(second.items)).toEqual(newestFirst.slice(16));

    const middle = await list(token, 'limit=5&offset=5');
    expect(middle.pagination).toEqual({ limit: 5, offset: 5, total: 18 });
    expect(idsOf(middle.items)).toEqual(newestFirst.slice(5, 10));

    const past = await list(token, 'offset=100');
    expect(past.items).toEqual([]);
    expect(past.pagination?.total).toBe(18);

    expect((await list(token, 'limit=100')).items).toHaveLength(18);
  });

  it('a new agent’s list is empty with total 0; no one sees another agent’s customers', async () => {
    const owner = await signUp(server);
    await createTenant(server, owner.token);
    const { token } = await signUp(server);
    const empty = await list(token);
    expect(empty.items).toEqual([]);
    expect(empty.pagination).toEqual({ limit: 16, offset: 0, total: 0 });
  });

  it('filters by type', async () => {
    const { token } = await signUp(server);
    const lead = await createTenant(server, token, { tenantType: 1 });
    const customer = await createTenant(server, token, { tenantType: 2 });
    const contact = await createTenant(server, token, { tenantType: 3 });
    expect(idsOf((await list(token, 'type=1')).items)).toEqual([lead.tenantId]);
    expect(idsOf((await list(token, 'type=2')).items)).toEqual([customer.tenantId]);
    const contacts = await list(token, 'type=3');
    expect(idsOf(contacts.items)).toEqual([contact.tenantId]);
    expect(contacts.pagination?.total).toBe(1);
  });

  it('status defaults to active; status=2 lists the archived ones only', async () => {
    const { token } = await signUp(server);
    const active = await createTenant(server, token);
    const archived = await createTenant(server, token);
    expectOk(await server.api('PUT', `/tenants/${archived.tenantId}/disabled`, { token }));
    expect(idsOf((await list(token)).items)).toEqual([active.tenantId]);
    expect(idsOf((await list(token, 'status=1')).items)).toEqual([active.tenantId]);
    const filed = await list(token, 'status=2');
    expect(idsOf(filed.items)).toEqual([archived.tenantId]);
    expect(filed.items[0]?.status).toBe(2);
    expect(filed.pagination?.total).toBe(1);
  });

  it('type and status combine', async () => {
    const { token } = await signUp(server);
    const archivedContact = await createTenant(server, token, { tenantType: 3 });
    await createTenant(server, token, { tenantType: 3 });
    await createTenant(server, token, { tenantType: 2 });
    expectOk(await server.api('PUT', `/tenants/${archivedContact.tenantId}/disabled`, { token }));
    expect(idsOf((await list(token, 'type=3&status=2')).items)).toEqual([archivedContact.tenantId]);
    expect((await list(token, 'type=2&status=2')).items).toEqual([]);
  });

  describe('searchQuery', () => {
    let token: string;
    let angel: TenantData;
    let maria: TenantData;
    let pedro: TenantData;
    beforeAll(async () => {
      ({ token } = await signUp(server));
      angel = await createTenant(server, token, {
        firstName: 'Ángel',
        lastName: 'Muñoz Díaz',
        emailAddress: uniqueEmail('angel.buzon'),
        documentNumber: 'V-11223344',
        phoneNumber: '4247770001',
      });
      maria = await createTenant(server, token, {
        firstName: 'María José',
        lastName: 'Pérez',
        emailAddress: uniqueEmail('mjose'),
        documentNumber: 'E-99887766',
        phoneNumber: uniquePhone(),
      });
      pedro = await createTenant(server, token, {
        firstName: 'Pedro',
        lastName: 'Salas',
        emailAddress: null,
        documentNumber: null,
        phoneNumber: uniquePhone(),
      });
    });

    it.each([
      ['a first name', 'Ángel', ['angel']],
      ['a first name without its accent', 'angel', ['angel']],
      ['a first name in capitals without accents', 'ANGEL', ['angel']],
      ['part of a last name, accent-insensitive', 'munoz', ['angel']],
      ['part of a last name with its accent', 'Díaz', ['angel']],
      ['the full name', 'ángel muñoz', ['angel']],
      ['a compound first name', 'maria jose', ['maria']],
      ['an accented letter given where the name has none', 'pédro', ['pedro']],
      ['part of an e-mail', 'angel.buzon', ['angel']],
      ['part of a document number', '11223344', ['angel']],
      ['the phone number', '4247770001', ['angel']],
      ['the full phone number', '584247770001', ['angel']],
      ['the phone number as dialled at home, with its 0', '04247770001', ['angel']],
      ['part of the phone number', '777000', ['angel']],
      ['surrounding spaces', '  salas  ', ['pedro']],
      ['a text nobody matches', 'zzzz', []],
      ['a LIKE wildcard (%)', '%', []],
      ['a LIKE wildcard (_)', '_', []],
      ['a quote', "o'brien", []],
    ])('by %s (%s)', async (_name, query, expected) => {
      const byName: Record<string, string> = { angel: angel.tenantId, maria: maria.tenantId, pedro: pedro.tenantId };
      const result = await list(token, `searchQuery=${encodeURIComponent(query)}`);
      expect(idsOf(result.items).sort()).toEqual(expected.map((name) => byName[name]).sort());
      expect(result.pagination?.total).toBe(expected.length);
    });

    it('an empty searchQuery lists everyone', async () => {
      expect((await list(token, 'searchQuery=')).items).toHaveLength(3);
    });

    it('pages the matches with their total', async () => {
      const page = await list(token, 'searchQuery=e&limit=1&offset=1');
      const all = await list(token, 'searchQuery=e');
      expect(page.pagination).toEqual({ limit: 1, offset: 1, total: all.items.length });
      expect(page.items).toEqual(all.items.slice(1, 2));
    });
  });

  it.each([
    'type=0',
    'type=4',
    'type=abc',
    'type=1.5',
    'status=0',
    'status=3',
    'status=activo',
    'limit=0',
    'limit=101',
    'limit=abc',
    'limit=-1',
    'limit=',
    'offset=-1',
    'offset=abc',
    'desconocido=1',
    `searchQuery=${'a'.repeat(10_000)}`,
  ])('?%s → 400 VALIDATION_ERROR', async (query) => {
    const { token } = await (queryAgent ??= signUp(server));
    expectError(await server.api('GET', `/tenants?${query}`, { token }), 'VALIDATION_ERROR');
  });
});
