import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

const isPostgres = (db: AnyDb): boolean => sql`select ${1}`.compile(db).sql.includes('$1');

/**
 * Issue 7: a number per agent that changes, in the same transaction, with anything its customer
 * list shows: a link of its own added, changed or removed (tenant_agents), or the person behind
 * one of its links changed (tenants; the owner's edit changes what every linked agent sees). The
 * list's answers are kept in memory under that number (server/http/answer-cache.ts), so the
 * database, not each write route, decides when a kept answer is stale, on every instance.
 *
 * No foreign key to agents: a link deleted with its agent still bumps, and an orphan row is
 * harmless. A migration that rebuilds tenants or tenant_agents on SQLite (drop and rename) drops
 * these triggers and must create them again (tests/api/customer-list-cache.test.ts catches it).
 * Several agents of one person are bumped in agent order, so two writers take the rows' locks in
 * one order on PostgreSQL.
 */
const BUMP = (agent: string) => sql.raw(`insert into customer_list_versions (agent_id, version) values (${agent}, 1)
  on conflict (agent_id) do update set version = customer_list_versions.version + 1`);
const BUMP_LINKED = sql.raw(`insert into customer_list_versions (agent_id, version)
  select agent_id, 1 from tenant_agents where tenant_id = new.id order by agent_id
  on conflict (agent_id) do update set version = customer_list_versions.version + 1`);

async function sqliteTriggers(db: AnyDb): Promise<void> {
  await sql`create trigger customer_list_link_inserted after insert on tenant_agents begin ${BUMP('new.agent_id')}; end`.execute(db);
  await sql`create trigger customer_list_link_updated after update on tenant_agents begin
    ${BUMP('new.agent_id')};
    ${BUMP('old.agent_id')};
  end`.execute(db);
  await sql`create trigger customer_list_link_deleted after delete on tenant_agents begin ${BUMP('old.agent_id')}; end`.execute(db);
  await sql`create trigger customer_list_person_updated after update on tenants begin ${BUMP_LINKED}; end`.execute(db);
}

async function postgresTriggers(db: AnyDb): Promise<void> {
  await sql`create function customer_list_link_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' then ${BUMP('new.agent_id')}; end if;
      if tg_op <> 'INSERT' then ${BUMP('old.agent_id')}; end if;
      return null;
    end $$`.execute(db);
  await sql`create function customer_list_person_changed() returns trigger language plpgsql as $$
    begin ${BUMP_LINKED}; return null; end $$`.execute(db);
  await sql`create trigger customer_list_link_changed after insert or update or delete on tenant_agents
    for each row execute function customer_list_link_changed()`.execute(db);
  await sql`create trigger customer_list_person_changed after update on tenants
    for each row execute function customer_list_person_changed()`.execute(db);
}

export const customerListVersions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('customer_list_versions')
      .addColumn('agent_id', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await (isPostgres(db) ? postgresTriggers(db) : sqliteTriggers(db));
  },
  async down(db: AnyDb) {
    if (isPostgres(db)) {
      await sql`drop trigger customer_list_link_changed on tenant_agents`.execute(db);
      await sql`drop trigger customer_list_person_changed on tenants`.execute(db);
      await sql`drop function customer_list_link_changed()`.execute(db);
      await sql`drop function customer_list_person_changed()`.execute(db);
    } else {
      for (const name of ['customer_list_link_inserted', 'customer_list_link_updated', 'customer_list_link_deleted', 'customer_list_person_updated']) {
        await sql`drop trigger ${sql.raw(name)}`.execute(db);
      }
    }
    await db.schema.dropTable('customer_list_versions').execute();
  },
};
