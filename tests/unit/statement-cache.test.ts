import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openNodeSqlite } from '../../server/db/node-sqlite.ts';
import { createStatementCache } from '../../server/db/statement-cache.ts';

describe('statement cache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const prepared: string[] = [];
    const cache = createStatementCache((text) => {
      prepared.push(text);
      return { text };
    }, 2);
    const a = cache.get('a');
    cache.get('b');
    expect(cache.get('a')).toBe(a); // a is now the most recent
    cache.get('c'); // drops b
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(a);
    cache.get('b');
    expect(prepared).toEqual(['a', 'b', 'c', 'b']);
  });

  it('refuses a capacity below one', () => {
    expect(() => createStatementCache(() => 0, 0)).toThrow(/capacity/);
  });
});

describe('node:sqlite adapter', () => {
  it('reuses the prepared statement of a text it has seen', () => {
    const database = openNodeSqlite(':memory:');
    expect(database.prepare('select ? as a')).toBe(database.prepare('select ? as a'));
    expect(database.cachedStatements).toBe(1);
    database.close();
  });

  it('stays bounded and answers correctly across many distinct texts and parameters', () => {
    const database = openNodeSqlite(':memory:', 8);
    database.prepare('create table items (id integer primary key, label text not null unique)').run([]);
    const insert = 'insert into items (id, label) values (?, ?)';
    for (let id = 1; id <= 50; id++) database.prepare(insert).run([id, `item ${id}`]);
    for (let round = 0; round < 3; round++) {
      for (let width = 1; width <= 40; width++) {
        // A text per width, like Kysely's `in (?, ?, …)`: far more texts than the cache keeps.
        const ids = Array.from({ length: width }, (_, i) => ((i * 7 + round) % 50) + 1);
        const rows = database.prepare(`select id, label from items where id in (${ids.map(() => '?').join(', ')}) order by id`).all(ids);
        const expected = [...new Set(ids)].sort((x, y) => x - y).map((id) => ({ id, label: `item ${id}` }));
        expect(rows).toEqual(expected);
        expect(database.cachedStatements).toBeLessThanOrEqual(8);
      }
    }
    // The same text with other values: nothing of an earlier call's binding is left over.
    const byLabel = database.prepare('select id from items where label = ?');
    expect(byLabel.all(['item 3'])).toEqual([{ id: 3 }]);
    expect(byLabel.all(['nothing'])).toEqual([]);
    database.close();
  });

  it('a statement that failed is usable again, and an iteration keeps its own statement', () => {
    const database = openNodeSqlite(':memory:');
    database.prepare('create table tags (name text primary key)').run([]);
    const insert = database.prepare('insert into tags (name) values (?)');
    insert.run(['a']);
    expect(() => insert.run(['a'])).toThrow(/UNIQUE/);
    insert.run(['b']);
    const select = 'select name from tags order by name';
    const iteration = database.prepare(select).iterate([]);
    expect((iteration.next().value as { name: string }).name).toBe('a');
    expect(database.prepare(select).all([])).toHaveLength(2); // the cached statement, in between
    expect((iteration.next().value as { name: string }).name).toBe('b');
    database.close();
  });

  it('serves Kysely: transactions, writes and reads through cached statements', async () => {
    const db = new Kysely<{ notes: { id: number; body: string } }>({ dialect: new SqliteDialect({ database: openNodeSqlite(':memory:') }) });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.transaction().execute(async (trx) => {
      for (let id = 1; id <= 20; id++) await trx.insertInto('notes').values({ id, body: `nota ${id}` }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 21, body: 'perdida' }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    for (let id = 1; id <= 21; id++) {
      const row = await db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();
      expect(row?.body).toBe(id <= 20 ? `nota ${id}` : undefined);
    }
    await db.destroy();
  });
});
