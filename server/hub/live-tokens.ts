import type { Queryable } from '../db/database.ts';

const CHUNK = 500;

/**
 * Which of these access tokens still open a session (not revoked, not replaced by a later sign-in,
 * not expired): the hub checks its connections' tokens at each join and every so often, so a
 * logout or a password reset also ends the live connections opened with the old token.
 */
export async function liveTokenIds(db: Queryable, tokenIds: readonly string[], now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  const stamp = now.toISOString();
  for (let start = 0; start < tokenIds.length; start += CHUNK) {
    const rows = await db
      .selectFrom('access_tokens')
      .select('id')
      .where('id', 'in', tokenIds.slice(start, start + CHUNK))
      .where('kind', '=', 'access')
      .where('revoked_at', 'is', null)
      // Same-format ISO-8601 strings order like the instants they name, on both engines.
      .where('expires_at', '>', stamp)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
