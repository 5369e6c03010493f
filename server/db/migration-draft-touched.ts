import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 21 (drafts that can be deleted): whether anything was ever written to a draft. 'Nueva
 * propiedad' makes an empty draft (touched 0); every edit sets it to 1 for good, even one whose
 * effect is later undone. Untouched drafts are not listed and the sweep removes them after a day.
 * Existing drafts count as touched when they were edited since they were made or left Pending.
 */
export const draftTouched: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('property_drafts').addColumn('touched', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`update property_drafts set touched = 1 where updated_at <> created_at or status <> 1`.execute(db);
    await db.schema.createIndex('property_drafts_untouched_idx').on('property_drafts').columns(['touched', 'created_at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('property_drafts_untouched_idx').execute();
    await db.schema.alterTable('property_drafts').dropColumn('touched').execute();
  },
};
