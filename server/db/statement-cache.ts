import { createLru } from '../lru.ts';

/**
 * Prepared statements kept by SQL text, the least recently used dropped past `capacity`.
 * Preparing was a quarter of the server's busy time on a list call (issue 7): Kysely hands the
 * driver the same few texts again and again, with the values as parameters.
 */
export interface StatementCache<S> {
  /** The statement prepared for this text, prepared now if it is not kept. */
  get(sql: string): S;
  /** How many statements are kept. */
  readonly size: number;
}

export function createStatementCache<S>(prepare: (sql: string) => S, capacity: number): StatementCache<S> {
  if (!Number.isSafeInteger(capacity) || capacity < 1) throw new Error(`statement cache capacity must be ≥ 1 (got ${capacity})`);
  const kept = createLru<S>(capacity);
  return {
    get(sql) {
      const found = kept.get(sql);
      if (found !== undefined) return found;
      const statement = prepare(sql);
      kept.set(sql, statement);
      return statement;
    },
    get size() {
      return kept.size;
    },
  };
}
