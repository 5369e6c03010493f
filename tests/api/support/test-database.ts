/**
 * A fresh, throw-away database per test server, and read-only peeks into it.
 *
 * SQLite (default): `app.db` in the server's temporary data dir (removed with the dir).
 * PostgreSQL (when DATABASE_URL is a postgres:// URL): a database `t_<random>` created through an
 * admin connection to that URL, and dropped WITH (FORCE) at the end.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

export interface TestDatabase {
  /** The DATABASE_URL the server gets. */
  readonly url: string;
  /** Row count of every application table (migration bookkeeping left out). */
  countRows(): Promise<Record<string, number>>;
  /** Every row of every table as JSON text, to prove a secret is not stored. */
  dump(): Promise<string>;
  /** Runs a statement behind the server's back (to break the database on purpose). */
  execute(sql: string): Promise<void>;
  drop(): Promise<void>;
}

/** What both engines offer to the read-only helpers. */
interface Reader {
  tables(): Promise<string[]>;
  rows(table: string): Promise<unknown[]>;
  /** Row counts of the tables, in their order. */
  counts(tables: readonly string[]): Promise<number[]>;
}

const isMigrationTable = (name: string): boolean => name.startsWith('kysely_');

function peeks(read: <T>(work: (reader: Reader) => Promise<T>) => Promise<T>): Pick<TestDatabase, 'countRows' | 'dump'> {
  return {
    countRows: () =>
      read(async (reader) => {
        const tables = (await reader.tables()).filter((name) => !isMigrationTable(name));
        const counts = await reader.counts(tables);
        return Object.fromEntries(tables.map((table, index) => [table, counts[index] ?? 0]));
      }),
    dump: () =>
      read(async (reader) => {
        const rows: unknown[] = [];
        for (const table of await reader.tables()) rows.push(await reader.rows(table));
        return JSON.stringify(rows);
      }),
  };
}

/** The postgres:// URL of DATABASE_URL, or null to use SQLite. */
export const postgresAdminUrl = (): string | null => {
  const url = process.env.DATABASE_URL;
  return url !== undefined && /^postgres(ql)?:\/\//.test(url) ? url : null;
};

export function createSqliteDatabase(dataDir: string): TestDatabase {
  const file = join(dataDir, 'app.db');
  const read = async <T>(work: (reader: Reader) => Promise<T>): Promise<T> => {
    // A second, read-only connection: the server's own stays untouched (WAL lets both work).
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      return await work({
        tables: async () =>
          db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            .all()
            .map((row) => String(row.name)),
        rows: async (table) => db.prepare(`SELECT * FROM "${table}"`).all(),
        counts: async (tables) => tables.map((table) => Number(db.prepare(`SELECT count(*) AS n FROM "${table}"`).get()?.n)),
      });
    } finally {
      db.close();
    }
  };
  return {
    url: `sqlite:${file}`,
    ...peeks(read),
    async execute(sql) {
      const db = new DatabaseSync(file);
      try {
        db.exec(sql);
      } finally {
        db.close();
      }
    },
    async drop() {
      // The file goes with the temporary data dir.
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The peeks share one connection, opened at the first and closed by drop(): a new connection and
 * information_schema for every snapshot cost ~150 ms each on PostgreSQL, twice in every
 * `expectNothingWritten` (scoping.test.ts: 40 s on PostgreSQL against 7 s on SQLite). Tables are
 * listed again at every peek (a test may rename or drop one) and counted in one round trip.
 */
export async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, async (admin) => {
    await admin.query(`CREATE DATABASE "${name}"`);
    // A throw-away database needs no durability: a commit need not wait for the disk.
    await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let peeking: Promise<pg.Client> | undefined;
  const connection = (): Promise<pg.Client> =>
    (peeking ??= (async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      // A broken connection (the database dropped under it) must not stay the peeks' connection.
      client.on('error', () => {
        peeking = undefined;
      });
      await client.connect();
      return client;
    })());
  const read = async <T>(work: (reader: Reader) => Promise<T>): Promise<T> => {
    const client = await connection();
    return work({
      tables: async () =>
        (
          await client.query<{ tablename: string }>("SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename")
        ).rows.map((row) => row.tablename),
      rows: async (table) => (await client.query(`SELECT * FROM "${table}"`)).rows,
      counts: async (tables) => {
        if (tables.length === 0) return [];
        const sql = tables.map((table, index) => `SELECT ${index} AS i, count(*) AS n FROM "${table}"`).join(' UNION ALL ');
        const counted = new Map((await client.query<{ i: number; n: string }>(sql)).rows.map((row) => [row.i, Number(row.n)]));
        return tables.map((_, index) => counted.get(index) ?? 0);
      },
    });
  };
  return {
    url: url.toString(),
    ...peeks(read),
    async execute(sql) {
      await withClient(url.toString(), (client) => client.query(sql));
    },
    async drop() {
      const open = peeking;
      peeking = undefined;
      await open?.then((client) => client.end()).catch(() => undefined);
      await withClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
