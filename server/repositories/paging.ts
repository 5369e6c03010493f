import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Page {
  limit: number;
  offset: number;
}

export interface PageResult<T> {
  items: T[];
  total: number;
}

/** PostgreSQL answers count(*) as a bigint string, SQLite as a number. */
export async function countOf<TB extends keyof Database, O>(query: SelectQueryBuilder<Database, TB, O>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Pages an already sorted in-memory list (reference data: small, sorted by a Spanish collation). */
export const pageOf = <T>(items: readonly T[], page: Page): PageResult<T> => ({
  items: items.slice(page.offset, page.offset + page.limit),
  total: items.length,
});
