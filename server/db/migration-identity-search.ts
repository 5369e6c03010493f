import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { tenantSearchText } from '../repositories/text.ts';

type AnyDb = Kysely<unknown>;

interface PersonRow {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly phone_code: string;
  readonly phone_number: string;
  readonly document_type: number | null;
  readonly document_number: string | null;
}

/** Rows read and rewritten at a time, so a large book never sits in memory at once. */
const BATCH = 500;

/**
 * Issue 21 §6: a cédula or RIF is found however it is typed. Each customer's search text now also
 * holds the document as one compact word ('v15648232', 'j123456789'; repositories/text.ts), written
 * on every create and update; this backfills the customers that have a document. Tenant-list searches
 * stay one LIKE over the covering (id, search_text) index, scoped by the agent's links.
 */
export const identitySearch: Migration = {
  async up(db: AnyDb) {
    const typed = db as unknown as Kysely<{ tenants: PersonRow & { search_text: string } }>;
    let after = '';
    for (;;) {
      const rows = await typed
        .selectFrom('tenants')
        .select(['id', 'first_name', 'last_name', 'email', 'phone_code', 'phone_number', 'document_type', 'document_number'])
        .where('document_number', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        await typed.updateTable('tenants').set({ search_text: tenantSearchText(row) }).where('id', '=', row.id).execute();
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  },
  async down() {
    // The compact word only widens what a search finds; the previous text is not needed back.
  },
};
