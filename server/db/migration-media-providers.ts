import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 9: an agent's connection to a media provider (Instagram, Facebook). One per agent and
 * provider: connecting again updates the row in place. The provider's long-lived token is kept
 * only sealed (AES-256-GCM, server/secrets/secret-box.ts), bound to the agent and the provider.
 * A new table, so no other table is rebuilt (the customer-list triggers stay where they are).
 */
export const mediaProviderAgents: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('media_provider_agents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('media_provider_id', 'text', (c) => c.notNull().references('media_providers.id'))
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text')
      .addColumn('token_sealed', 'text', (c) => c.notNull())
      .addColumn('token_expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('media_provider_agents_agent_provider_key', ['agent_id', 'media_provider_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('media_provider_agents').ifExists().execute();
  },
};
