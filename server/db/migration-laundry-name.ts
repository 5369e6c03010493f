import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 21 §10: the environment 'pe-lavandero' is named 'Lavadero' (the laundry room; a
 * 'lavandero' is the person who washes). The reference tables take the new name from
 * refdata/listings.json at the next start (upserted by id, the id kept); published properties keep
 * a copy of their listing (`properties.listing`, JSON), where the name is rewritten here. Only the
 * exact JSON string "Lavandero" is replaced, so a description that mentions the word is untouched.
 */
export const laundryName: Migration = {
  async up(db: AnyDb) {
    await sql`update properties set listing = replace(listing, '"Lavandero"', '"Lavadero"') where listing like '%"Lavandero"%'`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`update properties set listing = replace(listing, '"Lavadero"', '"Lavandero"') where listing like '%"Lavadero"%'`.execute(db);
  },
};
