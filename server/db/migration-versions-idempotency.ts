import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 21: versions and idempotency keys.
 *
 * `version` on property_drafts and tenants: a counter bumped in the same transaction as every
 * write of the draft (or its parts) and of the customer's PUT. Answers carry it as a strong ETag
 * ("v12"); a write whose If-Match names another version is refused (412) with nothing written.
 *
 * idempotency_keys: the first POST of a create with an `Idempotency-Key` claims (agent, key) with
 * the request's fingerprint before creating; the answer is kept on the row for 24 h and replayed
 * to a repeat. `status` is null while the first request is still creating.
 */
export const versionsAndIdempotency: Migration = {
  async up(db: AnyDb) {
    for (const table of ['property_drafts', 'tenants']) {
      await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    }
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('agent_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'text')
      .addColumn('etag', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['agent_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('idempotency_keys').execute();
    for (const table of ['property_drafts', 'tenants']) await db.schema.alterTable(table).dropColumn('version').execute();
  },
};
