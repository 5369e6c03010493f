import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/**
 * Migrations in code (no file-system scan, so they work from any working directory), named by
 * timestamp so they sort in the order they were written. Only portable types: text, integer,
 * double precision, boolean; the same DDL runs on SQLite and PostgreSQL.
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

const migrations: Record<string, Migration> = {
  '20261125T2200_access_and_reference': accessAndReference,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
