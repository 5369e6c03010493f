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
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  const kept = new Map<string, S>();
  return {
    get(sql) {
      const found = kept.get(sql);
      if (found !== undefined) {
        kept.delete(sql);
        kept.set(sql, found);
        return found;
      }
      const statement = prepare(sql);
      kept.set(sql, statement);
      if (kept.size > capacity) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return statement;
    },
    get size() {
      return kept.size;
    },
  };
}
