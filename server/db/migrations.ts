import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { identitySearch } from './migration-identity-search.ts';
import { laundryName } from './migration-laundry-name.ts';
import { draftTouched } from './migration-draft-touched.ts';
import { customerListVersions } from './migration-list-versions.ts';
import { mediaProviderAgents } from './migration-media-providers.ts';
import { mediaConnectionTrust } from './migration-media-trust.ts';
import { propertyDrafts } from './migration-property-drafts.ts';
import { postFailureReason, postRetry, publishing } from './migration-publishing.ts';
import { sessions } from './migration-sessions.ts';
import { storageQuota } from './migration-storage-quota.ts';
import { versionsAndIdempotency } from './migration-versions-idempotency.ts';

/**
 * Migrations in code (no file-system scan, so they work from any working directory), named by
 * timestamp so they sort in the order they were written. Only portable types: text, integer,
 * double precision, boolean; the same DDL runs on SQLite and PostgreSQL, except where one engine
 * cannot do a step (the tenant owner's NOT NULL on SQLite), which that migration explains.
 */
// Migrations are frozen history: they take an untyped Kysely so later schema changes never break them.
type AnyDb = Kysely<unknown>;

const accessAndReference: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('country_states')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('country_locations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('country_state_id', 'text', (c) => c.notNull().references('country_states.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('country_locations_state_idx')
      .on('country_locations')
      .column('country_state_id')
      .execute();

    await db.schema
      .createTable('task_types')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('relationship', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('media_providers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'integer', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('permissions', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('agents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('avatar_url', 'text')
      .addColumn('sex', 'integer')
      .addColumn('birth_date', 'text')
      .addColumn('description', 'text')
      .addColumn('phone_code', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('country_state_id', 'text', (c) => c.references('country_states.id'))
      .addColumn('country_location_id', 'text', (c) => c.references('country_locations.id'))
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('profile_completed', 'boolean', (c) => c.notNull())
      .addColumn('accept_emails', 'boolean', (c) => c.notNull())
      .addColumn('email_confirmed_at', 'text')
      .addColumn('last_sign_in_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('social_identities')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('social_identities_provider_subject_key', ['provider', 'subject'])
      .execute();
    await db.schema.createIndex('social_identities_agent_idx').on('social_identities').column('agent_id').execute();

    await db.schema
      .createTable('access_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('access_tokens_agent_idx').on('access_tokens').columns(['agent_id', 'kind']).execute();

    await db.schema
      .createTable('tasks_completed')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('tasks_completed_agent_type_key', ['agent_id', 'type'])
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('links', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'outbox',
      'tasks_completed',
      'access_tokens',
      'social_identities',
      'agents',
      'media_providers',
      'task_types',
      'country_locations',
      'country_states',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/**
 * Issue 3: customers (one shared person, linked per agent), their activity history, tasks and
 * attachments. The indexes serve the list pages at 10,000 customers and 50,000 tasks per agent:
 * each list filters by agent first, then by status/type or tenant, and sorts by a date; the link
 * indexes end with tenant_id so a page of ids and the count are read from the index alone.
 */
const customersAndTasks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('phone_code', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('document_type', 'integer')
      .addColumn('document_number', 'text')
      .addColumn('sex', 'integer', (c) => c.notNull())
      .addColumn('birth_date', 'text')
      .addColumn('country_state_id', 'text', (c) => c.references('country_states.id'))
      .addColumn('country_location_id', 'text', (c) => c.references('country_locations.id'))
      .addColumn('avatar_url', 'text')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('tenants_phone_key', ['phone_code', 'phone_number'])
      .execute();
    // Covering: a search reads each of the agent's tenants' search text from the index alone.
    await db.schema.createIndex('tenants_search_idx').on('tenants').columns(['id', 'search_text']).execute();

    await db.schema
      .createTable('tenant_agents')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('tenant_type', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tenant_agents_pkey', ['tenant_id', 'agent_id'])
      .execute();
    await db.schema
      .createIndex('tenant_agents_agent_status_idx')
      .on('tenant_agents')
      .columns(['agent_id', 'status', 'created_at', 'tenant_id'])
      .execute();
    await db.schema
      .createIndex('tenant_agents_agent_type_status_idx')
      .on('tenant_agents')
      .columns(['agent_id', 'tenant_type', 'status', 'created_at', 'tenant_id'])
      .execute();

    await db.schema
      .createTable('tenant_activities')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('event_type', 'integer', (c) => c.notNull())
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('tenant_activities_tenant_agent_idx_key', ['tenant_id', 'agent_id', 'idx'])
      .execute();

    await db.schema
      .createTable('tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('task_type_id', 'text', (c) => c.notNull().references('task_types.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('expired_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('canceled_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tasks_agent_expired_idx').on('tasks').columns(['agent_id', 'expired_at']).execute();
    await db.schema
      .createIndex('tasks_agent_tenant_expired_idx')
      .on('tasks')
      .columns(['agent_id', 'tenant_id', 'expired_at'])
      .execute();
    await db.schema
      .createIndex('tasks_agent_status_expired_idx')
      .on('tasks')
      .columns(['agent_id', 'status', 'expired_at'])
      .execute();

    await db.schema
      .createTable('task_attachments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull().unique())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('extension', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_attachments_task_idx').on('task_attachments').columns(['task_id', 'created_at']).execute();
  },

  async down(db: AnyDb) {
    for (const table of ['task_attachments', 'tasks', 'tenant_activities', 'tenant_agents', 'tenants']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

const serverSecrets: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('server_secrets').ifExists().execute();
  },
};

/**
 * Issue 6: a shared person's identity is changed only by the agent who created it, so each tenant
 * records that agent. Existing tenants get the agent of their earliest link (ties broken by agent
 * id, so the result never depends on row order). Every tenant has a link (created in the same
 * transaction, and links are never removed without the agent); one without would stop the
 * migration rather than be given an arbitrary owner.
 *
 * PostgreSQL adds the column, fills it and sets NOT NULL. SQLite cannot add a NOT NULL column with
 * a foreign key, so it rebuilds the table (SQLite's documented procedure: new table, copy, drop,
 * rename, with foreign keys off); the other tables' foreign keys name `tenants` and follow it.
 */
const EARLIEST_LINK = sql`(select tenant_agents.agent_id from tenant_agents where tenant_agents.tenant_id = tenants.id
  order by tenant_agents.created_at, tenant_agents.agent_id limit 1)`;

/** Told by how the dialect writes a parameter ($1 on PostgreSQL, ? on SQLite); nothing is executed. */
const isPostgres = (db: AnyDb): boolean => sql`select ${1}`.compile(db).sql.includes('$1');

const TENANT_COLUMNS = sql.join(
  [
    'id', 'slug', 'first_name', 'last_name', 'email', 'phone_code', 'phone_number', 'document_type', 'document_number',
    'sex', 'birth_date', 'country_state_id', 'country_location_id', 'avatar_url', 'search_text', 'created_at', 'updated_at',
  ].map((column) => sql.ref(column)),
);

/** SQLite only: `tenants` rebuilt as issue 3 made it, with or without the owner column. */
async function rebuildSqliteTenants(db: AnyDb, withOwner: boolean): Promise<void> {
  // Off outside the transaction (SQLite ignores it inside), or dropping tenants would cascade to every link.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      let table = trx.schema
        .createTable('tenants_rebuilt')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('phone_code', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('document_type', 'integer')
        .addColumn('document_number', 'text')
        .addColumn('sex', 'integer', (c) => c.notNull())
        .addColumn('birth_date', 'text')
        .addColumn('country_state_id', 'text', (c) => c.references('country_states.id'))
        .addColumn('country_location_id', 'text', (c) => c.references('country_locations.id'))
        .addColumn('avatar_url', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull());
      if (withOwner) table = table.addColumn('owner_agent_id', 'text', (c) => c.notNull().references('agents.id'));
      await table.addUniqueConstraint('tenants_phone_key', ['phone_code', 'phone_number']).execute();
      await (withOwner
        ? sql`insert into tenants_rebuilt (${TENANT_COLUMNS}, owner_agent_id) select ${TENANT_COLUMNS}, ${EARLIEST_LINK} from tenants`
        : sql`insert into tenants_rebuilt (${TENANT_COLUMNS}) select ${TENANT_COLUMNS} from tenants`
      ).execute(trx);
      await trx.schema.dropTable('tenants').execute();
      await sql`alter table tenants_rebuilt rename to tenants`.execute(trx);
      await trx.schema.createIndex('tenants_search_idx').on('tenants').columns(['id', 'search_text']).execute();
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`tenants rebuild broke ${broken.rows.length} foreign key(s)`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

const tenantOwner: Migration = {
  async up(db: AnyDb) {
    const unlinked = await sql<{ n: number | string }>`select count(*) as n from tenants
      where not exists (select 1 from tenant_agents where tenant_agents.tenant_id = tenants.id)`.execute(db);
    const count = Number(unlinked.rows[0]?.n ?? 0);
    if (count > 0) throw new Error(`${count} tenant(s) have no linked agent to become their owner`);
    if (isPostgres(db)) {
      await db.schema.alterTable('tenants').addColumn('owner_agent_id', 'text', (c) => c.references('agents.id')).execute();
      await sql`update tenants set owner_agent_id = ${EARLIEST_LINK}`.execute(db);
      await db.schema.alterTable('tenants').alterColumn('owner_agent_id', (c) => c.setNotNull()).execute();
    } else {
      await rebuildSqliteTenants(db, true);
    }
    await db.schema.createIndex('tenants_owner_idx').on('tenants').column('owner_agent_id').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropIndex('tenants_owner_idx').ifExists().execute();
    if (isPostgres(db)) await db.schema.alterTable('tenants').dropColumn('owner_agent_id').execute();
    else await rebuildSqliteTenants(db, false);
  },
};

/**
 * Issue 7: the customer list reads a page of links from these indexes and, for that page only,
 * the link's type and update time too; carrying them in the index spares a second lookup of each
 * link (a deep page still reads only index entries).
 */
const coveringLinkIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('tenant_agents_agent_status_idx').execute();
    await db.schema.dropIndex('tenant_agents_agent_type_status_idx').execute();
    await db.schema
      .createIndex('tenant_agents_agent_status_idx')
      .on('tenant_agents')
      .columns(['agent_id', 'status', 'created_at', 'tenant_id', 'tenant_type', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('tenant_agents_agent_type_status_idx')
      .on('tenant_agents')
      .columns(['agent_id', 'tenant_type', 'status', 'created_at', 'tenant_id', 'updated_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('tenant_agents_agent_status_idx').execute();
    await db.schema.dropIndex('tenant_agents_agent_type_status_idx').execute();
    await db.schema.createIndex('tenant_agents_agent_status_idx').on('tenant_agents').columns(['agent_id', 'status', 'created_at', 'tenant_id']).execute();
    await db.schema
      .createIndex('tenant_agents_agent_type_status_idx')
      .on('tenant_agents')
      .columns(['agent_id', 'tenant_type', 'status', 'created_at', 'tenant_id'])
      .execute();
  },
};

const migrations: Record<string, Migration> = {
  '20261125T2200_access_and_reference': accessAndReference,
  '20261125T2300_customers_and_tasks': customersAndTasks,
  '20261126T0230_tenant_owner': tenantOwner,
  '20261126T0300_server_secrets': serverSecrets,
  '20261126T0600_covering_link_indexes': coveringLinkIndexes,
  '20261126T0700_customer_list_versions': customerListVersions,
  '20261127T0900_media_provider_agents': mediaProviderAgents,
  '20261128T0900_property_drafts': propertyDrafts,
  '20261129T0900_publishing': publishing,
  '20261130T0900_media_connection_trust': mediaConnectionTrust,
  '20261130T1000_post_failure_reason': postFailureReason,
  '20261130T1100_storage_quota': storageQuota,
  '20261201T1000_sessions': sessions,
  '20261201T1100_versions_and_idempotency': versionsAndIdempotency,
  '20261201T1200_identity_search': identitySearch,
  '20261201T1200_laundry_name': laundryName,
  '20261201T1300_post_retry': postRetry,
  '20261201T1400_draft_touched': draftTouched,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
