/**
 * Issue 21 §6: a cédula or RIF is found however it is typed (with or without its letter, dots or
 * dashes), on create, on update and for customers stored before (the migration's backfill); only
 * among the caller's own customers. On SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrationProvider } from '../../server/db/migrations.ts';
import { compactIdentity, identitySearches } from '../../server/repositories/text.ts';
import { createTenant, tenantUpdateBody, type TenantData } from './support/customers.ts';
import { createTestEnvironment, expectOk, signUp, startServer, type TestEnvironment, type TestServer } from './harness.ts';

describe('the compact document and what a search reads as one', () => {
  it.each([
    [1, '15.648.232', 'v15648232'],
    [1, 'V-15.648.232', 'v15648232'],
    [1, '15648232', 'v15648232'],
    [2, '12345678-9', 'j123456789'],
    [4, 'J-12345678-9', 'j123456789'],
    [4, '12345678-9', '123456789'],
    [3, 'AB 123456', 'ab123456'],
    [null, '15648232', '15648232'],
  ] as const)('type %s, %j → %j', (type, number, compact) => {
    expect(compactIdentity(type, number)).toBe(compact);
  });

  it('has none without a number', () => {
    expect(compactIdentity(1, null)).toBeNull();
    expect(compactIdentity(1, ' - ')).toBeNull();
  });

  it.each([
    ['v-15648232', ['v15648232', '15648232']],
    ['v15648232', ['v15648232', '15648232']],
    ['v-15.648.232', ['v15648232', '15648232']],
    ['v 15648232', ['v15648232', '15648232']],
    ['15.648.232', ['15648232']],
    ['15648232', ['15648232']],
    ['j-12345678-9', ['j123456789', '123456789']],
    ['rif-12345678-9', ['123456789']],
    ['maria', []],
    ['ana@correo.com', []],
    ['v-12', []],
  ])('%j → %j', (search, wanted) => {
    expect(identitySearches(search)).toEqual(wanted);
  });
});

describe('GET /tenants?searchQuery= finds a cédula or RIF however it is typed', () => {
  let server: TestServer;
  let token: string;
  let cedula: TenantData;
  let rif: TenantData;
  const ids = async (query: string, as = token): Promise<string[]> => {
    const body = expectOk(await server.api('GET', `/tenants?searchQuery=${encodeURIComponent(query)}`, { token: as }));
    return (body.data as TenantData[]).map((tenant) => tenant.tenantId);
  };

  beforeAll(async () => {
    server = await startServer();
    ({ token } = await signUp(server));
    cedula = await createTenant(server, token, { firstName: 'Ana', lastName: 'Pérez', documentType: 1, documentNumber: '15.648.232' });
    rif = await createTenant(server, token, { firstName: 'Inversiones', lastName: 'Ávila', documentType: 4, documentNumber: 'J-12345678-9' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['V-15648232', 'v15648232', '15648232', '15.648.232', 'V-15.648.232', 'V 15.648.232', '648232'])('the cédula V 15.648.232 as %j', async (query) => {
    expect(await ids(query)).toEqual([cedula.tenantId]);
  });

  it.each(['J123456789', 'J-12345678-9', 'j-123456789', '12345678-9', '123456789', 'RIF-12345678-9'])('the RIF J-12345678-9 as %j', async (query) => {
    expect(await ids(query)).toEqual([rif.tenantId]);
  });

  it('follows an update of the document, and finds nothing of another agent', async () => {
    const changed = await createTenant(server, token, { documentType: 1, documentNumber: '20.111.222' });
    expect(await ids('V-20111222')).toEqual([changed.tenantId]);
    expectOk(await server.api('PUT', `/tenants/${changed.tenantId}`, { token, body: tenantUpdateBody(changed, { documentNumber: '21.333.444' }) }));
    expect(await ids('V-20111222')).toEqual([]);
    expect(await ids('v21333444')).toEqual([changed.tenantId]);

    const other = await signUp(server);
    expect(await ids('V-15648232', other.token)).toEqual([]);
    expect(await ids('15.648.232', other.token)).toEqual([]);
  });
});

describe('the migration backfills customers stored before it', () => {
  const PREVIOUS = '20261130T1100_storage_quota';
  let environment: TestEnvironment | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    await environment?.dispose();
  });

  it('adds the compact document to their search text and leaves the others alone', async () => {
    environment = await createTestEnvironment();
    db = openDatabase(environment.config.databaseUrl, () => {}).db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const stamp = '2026-11-20T10:00:00.000Z';
    await db
      .insertInto('agents')
      .values({ id: 'agent-1', email: 'agente@ejemplo.com', first_name: 'Agente', last_name: 'Uno', profile_completed: true, accept_emails: false, created_at: stamp, updated_at: stamp })
      .execute();
    const tenant = (id: string, phone: string, type: number | null, number: string | null, search: string) =>
      db!
        .insertInto('tenants')
        .values({
          id,
          slug: `slug-${id}`,
          first_name: 'Ana',
          last_name: 'Pérez',
          email: null,
          phone_code: '58',
          phone_number: phone,
          document_type: type,
          document_number: number,
          sex: 2,
          search_text: search,
          created_at: stamp,
          updated_at: stamp,
          owner_agent_id: 'agent-1',
        })
        .execute();
    await tenant('t-1', '4121112233', 1, '15.648.232', 'ana perez\u001f584121112233\u001f15.648.232');
    await tenant('t-2', '4121112234', null, null, 'ana perez\u001f584121112234');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await sql<{ id: string; search_text: string }>`select id, search_text from tenants order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 't-1', search_text: 'ana perez\u001f584121112233\u001f15.648.232\u001fv15648232' },
      { id: 't-2', search_text: 'ana perez\u001f584121112234' },
    ]);
  });
});
