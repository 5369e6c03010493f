import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Gives Kysely's SqliteDialect the better-sqlite3-like interface it expects, over Node's
 * built-in `node:sqlite` (no native addon to compile).
 */
export function openNodeSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5_000 });
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  return {
    close: () => database.close(),
    prepare: (sql) => wrapStatement(database.prepare(sql)),
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

function wrapStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns (SELECT, … RETURNING, some PRAGMAs) is read with all().
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...bind(parameters));
      return { changes, lastInsertRowid };
    },
  };
}
