import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { createStatementCache } from './statement-cache.ts';

/**
 * Distinct statement texts kept prepared. The product issues a few dozen hot texts (an `in (…)`
 * list makes one per length); DDL and one-off texts pass through and age out.
 */
export const STATEMENT_CACHE_SIZE = 256;

export interface NodeSqliteDatabase extends SqliteDatabase {
  /** How many prepared statements are kept (for tests). */
  readonly cachedStatements: number;
}

/**
 * Gives Kysely's SqliteDialect the better-sqlite3-like interface it expects, over Node's
 * built-in `node:sqlite` (no native addon to compile), with prepared statements reused by text.
 *
 * Reuse is safe because Kysely's SQLite driver has one connection and node:sqlite runs a
 * statement to completion synchronously: `all` and `run` bind every parameter afresh (unbound ones
 * read NULL, never a previous call's value) and reset the statement when they return or throw, so
 * no two calls ever share a statement mid-way. Only `iterate` spans awaits, and it gets its own.
 */
export function openNodeSqlite(file: string, cacheSize = STATEMENT_CACHE_SIZE): NodeSqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5_000 });
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  const statements = createStatementCache((sql) => wrapStatement(database, sql), cacheSize);
  return {
    close: () => database.close(),
    prepare: (sql) => statements.get(sql),
    get cachedStatements() {
      return statements.size;
    },
  };
}

/** node:sqlite binds no booleans nor Dates: store them the way PostgreSQL text/boolean columns read back. */
const bindable = (value: unknown): SQLInputValue => {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
};

const bind = (parameters: ReadonlyArray<unknown>): SQLInputValue[] => parameters.map(bindable);

function wrapStatement(database: DatabaseSync, sql: string): SqliteStatement {
  const statement: StatementSync = database.prepare(sql);
  return {
    // A statement that yields columns (SELECT, … RETURNING, some PRAGMAs) is read with all().
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    // Another query on a shared statement would invalidate an iteration in progress (it spans awaits).
    iterate: (parameters) => database.prepare(sql).iterate(...bind(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...bind(parameters));
      return { changes, lastInsertRowid };
    },
  };
}
