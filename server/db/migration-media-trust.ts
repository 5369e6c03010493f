import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 20: a replacement of a connected account waiting for the agent's confirmation (one per
 * agent and provider, gone with the agent), and the data-deletion requests Meta's signed callback
 * made (their confirmation code is what Meta shows the person). New tables only.
 */
export const mediaConnectionTrust: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('media_connect_pending')
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('media_provider_id', 'text', (c) => c.notNull().references('media_providers.id'))
      .addColumn('credential_hash', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text')
      .addColumn('token_sealed', 'text', (c) => c.notNull())
      .addColumn('token_expires_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_connect_pending_pkey', ['agent_id', 'media_provider_id'])
      .execute();
    await db.schema
      .createTable('data_deletion_requests')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('media_provider_type', 'integer', (c) => c.notNull())
      .addColumn('connections_deleted', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('data_deletion_requests').ifExists().execute();
    await db.schema.dropTable('media_connect_pending').ifExists().execute();
  },
};
