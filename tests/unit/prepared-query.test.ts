import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeSqlite } from '../../server/db/node-sqlite.ts';
import { preparedQuery } from '../../server/db/prepared-query.ts';
import type { Queryable } from '../../server/db/database.ts';

interface Item {
  id: number;
  owner: string;
  kind: number;
}

// The tests use a table of their own; the repositories' Database type does not know it.
const asItems = (db: Queryable) => db as unknown as Kysely<{ items: Item }>;
const asQueryable = (db: unknown) => db as Queryable;

let db: Kysely<{ items: Item }>;
beforeAll(async () => {
  db = new Kysely<{ items: Item }>({ dialect: new SqliteDialect({ database: openNodeSqlite(':memory:') }) });
  await sql`create table items (id integer primary key, owner text not null, kind integer not null)`.execute(db);
  await db
    .insertInto('items')
    .values(Array.from({ length: 30 }, (_, i) => ({ id: i + 1, owner: i % 2 === 0 ? 'ana' : 'luis', kind: (i % 3) + 1 })))
    .execute();
});
afterAll(async () => {
  await db?.destroy();
});

describe('prepared query', () => {
  it('runs with each call’s values, the query’s own constants kept, the same rows as the built query', async () => {
    let builds = 0;
    const page = preparedQuery(['\u0000owner', -1, -2] as [string, number, number], (handle, owner, limit, offset) => {
      builds += 1;
      return asItems(handle).selectFrom('items').selectAll().where('owner', '=', owner).where('kind', '!=', 2).orderBy('id').limit(limit).offset(offset);
    });
    for (const [owner, limit, offset] of [['ana', 3, 0], ['luis', 2, 1], ['ana', 10, 5], ['nadie', 5, 0]] as const) {
      const built = await db.selectFrom('items').selectAll().where('owner', '=', owner).where('kind', '!=', 2).orderBy('id').limit(limit).offset(offset).execute();
      expect(await page(asQueryable(db), owner, limit, offset)).toEqual(built);
    }
    expect(builds).toBe(1);
  });

  it('an argument that never becomes a parameter stops at the first use', async () => {
    const broken = preparedQuery(['\u0000owner', -1] as [string, number], (handle, owner, _limit) =>
      asItems(handle).selectFrom('items').selectAll().where('owner', '=', owner),
    );
    await expect(broken(asQueryable(db), 'ana', 3)).rejects.toThrow(/argument 1/);
  });

  it('compiles once per handle: a transaction gets its own, with the same answers', async () => {
    let builds = 0;
    const byId = preparedQuery([-1] as [number], (handle, id) => {
      builds += 1;
      return asItems(handle).selectFrom('items').select('owner').where('id', '=', id);
    });
    expect(await byId(asQueryable(db), 1)).toEqual([{ owner: 'ana' }]);
    await db.transaction().execute(async (trx) => {
      expect(await byId(asQueryable(trx), 2)).toEqual([{ owner: 'luis' }]);
      expect(await byId(asQueryable(trx), 3)).toEqual([{ owner: 'ana' }]);
    });
    expect(await byId(asQueryable(db), 4)).toEqual([{ owner: 'luis' }]);
    expect(builds).toBe(2);
  });
});
