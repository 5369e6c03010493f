import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * The named secret, made on first use and kept in the database so every instance sharing it
 * (several servers on one PostgreSQL) agrees, and a restart does not void what it signed.
 * Concurrent first starts race on the primary key; whichever insert won is read back.
 */
export async function serverSecret(db: Db, name: string, now: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
