/**
 * The issue-6 migration on a database migrated up to the migration before it, holding customers
 * made under the old schema: each tenant gets the agent of its earliest link as its owner, the
 * column is NOT NULL with a foreign key, and every other table's rows and foreign keys survive
 * (SQLite rebuilds the table). On SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrationProvider } from '../../server/db/migrations.ts';
import { createTestEnvironment, type TestEnvironment } from './harness.ts';

const PREVIOUS = '20261125T2300_customers_and_tasks';
const OWNER = '20261126T0230_tenant_owner';

let environment: TestEnvironment | undefined;
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  await environment?.dispose();
  db = undefined;
  environment = undefined;
});

/** A database at the migration before the owner column. */
async function previousSchema(): Promise<{ db: Db; migrator: Migrator }> {
  environment = await createTestEnvironment();
  db = openDatabase(environment.config.databaseUrl, () => {}).db;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const result = await migrator.migrateTo(PREVIOUS);
  expect(result.error).toBeUndefined();
  return { db, migrator };
}

const STAMP = '2026-11-20T10:00:00.000Z';
const at = (hour: number): string => `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;

async function addAgent(target: Db, id: string): Promise<void> {
  await target
    .insertInto('agents')
    .values({
      id,
      email: `${id}@ejemplo.com`,
      first_name: 'Agente',
      last_name: id,
      profile_completed: true,
      accept_emails: false,
      created_at: STAMP,
      updated_at: STAMP,
    })
    .execute();
}

/** A tenant row as issue 3 stored it (no owner column yet). */
async function addTenant(target: Db, id: string, phone: string): Promise<void> {
  await sql`insert into tenants (id, slug, first_name, last_name, email, phone_code, phone_number, sex, search_text, created_at, updated_at)
    values (${id}, ${`slug-${id}`}, 'Ana', 'Pérez', ${`${id}@cliente.com`}, '58', ${phone}, 2, 'ana perez', ${STAMP}, ${STAMP})`.execute(target);
}

async function addLink(target: Db, tenantId: string, agentId: string, createdAt: string): Promise<void> {
  await target
    .insertInto('tenant_agents')
    .values({ tenant_id: tenantId, agent_id: agentId, tenant_type: 2, status: 1, created_at: createdAt, updated_at: createdAt })
    .execute();
}

const owners = async (target: Db): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await target.selectFrom('tenants').select(['id', 'owner_agent_id']).orderBy('id').execute()).map((row) => [row.id, row.owner_agent_id]),
  );

const rejects = async (statement: Promise<unknown>): Promise<void> => {
  await expect(statement).rejects.toThrow();
};

describe(`migration ${OWNER}`, () => {
  it('gives each tenant the agent of its earliest link, then enforces NOT NULL and the foreign keys', async () => {
    const { db: target, migrator } = await previousSchema();
    for (const agent of ['agent-a', 'agent-b', 'agent-c']) await addAgent(target, agent);
    // Linked by A at 10:00 and by B at 09:00: B linked first, so B created the person.
    await addTenant(target, 'tenant-1', '4120000001');
    await addLink(target, 'tenant-1', 'agent-a', at(10));
    await addLink(target, 'tenant-1', 'agent-b', at(9));
    // One link only.
    await addTenant(target, 'tenant-2', '4120000002');
    await addLink(target, 'tenant-2', 'agent-c', at(12));
    // Linked at the same instant: the smaller agent id, so the result never depends on row order.
    await addTenant(target, 'tenant-3', '4120000003');
    await addLink(target, 'tenant-3', 'agent-c', at(8));
    await addLink(target, 'tenant-3', 'agent-b', at(8));
    await target
      .insertInto('tenant_activities')
      .values({ id: 'activity-1', tenant_id: 'tenant-1', agent_id: 'agent-a', event_type: 1, idx: 1, title: 'El cliente ha sido añadido', created_at: STAMP })
      .execute();

    const result = await migrator.migrateTo(OWNER);
    expect(result.error).toBeUndefined();
    expect(result.results?.map((step) => [step.migrationName, step.status])).toEqual([[OWNER, 'Success']]);

    expect(await owners(target)).toEqual({ 'tenant-1': 'agent-b', 'tenant-2': 'agent-c', 'tenant-3': 'agent-b' });
    // Nothing else moved: the people, their links and activities are all there.
    expect(await target.selectFrom('tenants').select(['id', 'first_name', 'phone_number', 'email']).orderBy('id').execute()).toEqual([
      { id: 'tenant-1', first_name: 'Ana', phone_number: '4120000001', email: 'tenant-1@cliente.com' },
      { id: 'tenant-2', first_name: 'Ana', phone_number: '4120000002', email: 'tenant-2@cliente.com' },
      { id: 'tenant-3', first_name: 'Ana', phone_number: '4120000003', email: 'tenant-3@cliente.com' },
    ]);
    expect(await target.selectFrom('tenant_agents').select(['tenant_id', 'agent_id']).execute()).toHaveLength(5);
    expect(await target.selectFrom('tenant_activities').select('id').execute()).toHaveLength(1);

    // The owner is required and must be an agent.
    await rejects(sql`insert into tenants (id, slug, first_name, last_name, phone_code, phone_number, sex, search_text, created_at, updated_at)
      values ('tenant-x', 'slug-x', 'Ana', 'Pérez', '58', '4120000009', 2, 'ana', ${STAMP}, ${STAMP})`.execute(target));
    await rejects(sql`insert into tenants (id, slug, first_name, last_name, phone_code, phone_number, sex, search_text, created_at, updated_at, owner_agent_id)
      values ('tenant-x', 'slug-x', 'Ana', 'Pérez', '58', '4120000009', 2, 'ana', ${STAMP}, ${STAMP}, 'nobody')`.execute(target));
    // The other tables' foreign keys still point at tenants: a link to no tenant is refused…
    await rejects(addLink(target, 'no-such-tenant', 'agent-a', STAMP));
    // … the phone stays unique …
    await rejects(sql`insert into tenants (id, slug, first_name, last_name, phone_code, phone_number, sex, search_text, created_at, updated_at, owner_agent_id)
      values ('tenant-y', 'slug-y', 'Ana', 'Pérez', '58', '4120000001', 2, 'ana', ${STAMP}, ${STAMP}, 'agent-a')`.execute(target));
    // … and deleting a person still takes its links and activities with it.
    await target.deleteFrom('tenants').where('id', '=', 'tenant-1').execute();
    expect(await target.selectFrom('tenant_agents').select('agent_id').where('tenant_id', '=', 'tenant-1').execute()).toEqual([]);
    expect(await target.selectFrom('tenant_activities').select('id').execute()).toEqual([]);
  });

  it('migrates down to the previous schema and up again, keeping the people', async () => {
    const { db: target, migrator } = await previousSchema();
    await addAgent(target, 'agent-a');
    await addTenant(target, 'tenant-1', '4120000001');
    await addLink(target, 'tenant-1', 'agent-a', at(9));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const columns = (await target.introspection.getTables()).find((table) => table.name === 'tenants')?.columns.map((column) => column.name);
    expect(columns).not.toContain('owner_agent_id');
    expect(await target.selectFrom('tenant_agents').select('tenant_id').execute()).toEqual([{ tenant_id: 'tenant-1' }]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await owners(target)).toEqual({ 'tenant-1': 'agent-a' });
  });

  it('stops, changing nothing, when a tenant has no link to take an owner from', async () => {
    const { db: target, migrator } = await previousSchema();
    await addTenant(target, 'tenant-1', '4120000001');
    const result = await migrator.migrateToLatest();
    expect(String((result.error as Error | undefined)?.message)).toMatch(/1 tenant\(s\) have no linked agent/);
    const columns = (await target.introspection.getTables()).find((table) => table.name === 'tenants')?.columns.map((column) => column.name);
    expect(columns).not.toContain('owner_agent_id');
  });
});
