import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 20: a per-agent storage quota (server/storage/storage-quota.ts). Every row that names a
 * stored file now says how many bytes that file takes, so what an agent stores is a SUM over the
 * rows that are theirs; a file whose row goes stops counting with no bookkeeping to forget.
 * Attachments and videos already had their size. Files stored before this migration count as 0.
 */
const SIZE_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['agents', 'avatar_size_bytes'],
  ['tenants', 'avatar_size_bytes'],
  ['property_drafts', 'thumbnail_size_bytes'],
  ['property_draft_images', 'size_bytes'],
  ['property_draft_videos', 'thumbnail_size_bytes'],
];

export const storageQuota: Migration = {
  async up(db: AnyDb) {
    for (const [table, column] of SIZE_COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
    }
    await db.schema.createIndex('task_attachments_agent_idx').on('task_attachments').column('agent_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('task_attachments_agent_idx').execute();
    for (const [table, column] of SIZE_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  },
};
