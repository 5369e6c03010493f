import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories take either: a plain connection or the transaction the route opened. */
export type Queryable = Db | Trx;

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Db;
  readonly engine: Engine;
}

/** Where a dropped idle PostgreSQL connection is reported (the app's logger; the console by default). */
type WarningSink = (message: string) => void;

export function openDatabase(databaseUrl: string, warn: WarningSink = console.warn): DatabaseHandle {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    return {
      engine: 'sqlite',
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => openNodeSqlite(file) }) }),
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) emits 'error' on
  // the pool; unhandled, that would end the process. The pool discards it and the next query reconnects.
  pool.on('error', (error) => {
    warn(`PostgreSQL: an idle connection was closed (${error.message})`);
  });
  return { engine: 'postgres', db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
}

/** A unique-constraint violation, on either engine (a concurrent insert that lost the race). */
export const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
};

/**
 * Which constraint a unique violation hit, as text to match against ('tenants_phone_key' on
 * PostgreSQL, 'tenants.phone_code, tenants.phone_number' on SQLite); null for any other error.
 */
export const uniqueViolationTarget = (error: unknown): string | null => {
  if (!isUniqueViolation(error)) return null;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  if (typeof constraint === 'string') return constraint;
  return typeof message === 'string' ? message : '';
};
