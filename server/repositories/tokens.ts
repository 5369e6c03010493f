import type { Queryable } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { AccessTokenRow, TokenKind } from '../db/schema.ts';

export interface NewToken {
  id: string;
  agentId: string;
  kind: TokenKind;
  tokenHash: string;
  now: string;
  expiresAt: string;
  /** Issue 21: access tokens only (a session's device and coarse place). */
  device?: string | null;
  place?: string | null;
}

/**
 * Why a token was revoked (issue 21). `logout`: by itself; the others end it from elsewhere and
 * make its next call answer SESSION_REVOKED: `closed` (from another session's list, or 'Cerrar las
 * demás'), `password-change`, `password-reset`.
 */
export type RevokeReason = 'logout' | 'closed' | 'password-change' | 'password-reset';

export async function insertToken(db: Queryable, token: NewToken): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      id: token.id,
      token_hash: token.tokenHash,
      agent_id: token.agentId,
      kind: token.kind,
      created_at: token.now,
      expires_at: token.expiresAt,
      last_used_at: token.now,
      revoked_at: null,
      used_at: null,
      device: token.device ?? null,
      place: token.place ?? null,
      revoked_reason: null,
    })
    .execute();
}

/** Every authenticated call runs this: compiled once (see preparedQuery). */
const tokensByHash = preparedQuery(['\u0000hash', '\u0000kind'] as [string, string], (db, tokenHash, kind) =>
  db.selectFrom('access_tokens').selectAll().where('token_hash', '=', tokenHash).where('kind', '=', kind as TokenKind),
);

export const findTokenByHash = async (db: Queryable, tokenHash: string, kind: TokenKind): Promise<AccessTokenRow | undefined> =>
  (await tokensByHash(db, tokenHash, kind))[0];

/** Sliding expiry of an access token. */
export async function touchToken(db: Queryable, tokenId: string, now: string, expiresAt: string): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', tokenId).execute();
}

/**
 * Revokes one of the agent's live access tokens (scoped by the agent: another agent's id revokes
 * nothing). False when there was no such live token.
 */
export async function revokeToken(db: Queryable, agentId: string, tokenId: string, now: string, reason: RevokeReason = 'logout'): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', tokenId)
    .where('agent_id', '=', agentId)
    .where('kind', '=', 'access')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Every live token of that kind of the agent stops working (a reset revokes them all; a password
 * change or 'Cerrar las demás' all but `exceptTokenId`).
 */
export async function revokeAgentTokens(
  db: Queryable,
  agentId: string,
  kind: TokenKind,
  now: string,
  reason: RevokeReason | null = null,
  exceptTokenId: string | null = null,
): Promise<number> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('agent_id', '=', agentId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null);
  if (exceptTokenId !== null) query = query.where('id', '<>', exceptTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface SessionRow {
  readonly id: string;
  readonly device: string | null;
  readonly place: string | null;
  readonly created_at: string;
  readonly last_used_at: string;
}

/** The agent's live sessions (not revoked, not expired), the most recently used first. */
export async function listAgentSessions(db: Queryable, agentId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'device', 'place', 'created_at', 'last_used_at'])
    .where('agent_id', '=', agentId)
    .where('kind', '=', 'access')
    .where('revoked_at', 'is', null)
    // Same-format ISO-8601 strings order like the instants they name, on both engines.
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Spends a reset token; false when a concurrent request spent it first. */
export async function spendResetToken(db: Queryable, tokenId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ used_at: now })
    .where('id', '=', tokenId)
    .where('kind', '=', 'reset')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Each sign-in sweeps the agent's dead rows, so the table stays small: access tokens expired, or
 * revoked longer ago than `revokedKeepMs` (until then a token ended from elsewhere must still say
 * SESSION_REVOKED; after it, it answers like an unknown one), and reset links long past their expiry.
 * Reset links still within a day of expiry are kept: they must answer TOKEN_EXPIRED, not "unknown".
 */
export async function sweepAgentTokens(db: Queryable, agentId: string, now: Date, revokedKeepMs: number): Promise<void> {
  const stamp = now.toISOString();
  const revokedBefore = new Date(now.getTime() - revokedKeepMs).toISOString();
  await db
    .deleteFrom('access_tokens')
    .where('agent_id', '=', agentId)
    .where('kind', '=', 'access')
    .where((eb) => eb.or([eb('expires_at', '<=', stamp), eb('revoked_at', '<', revokedBefore)]))
    .execute();
  const staleBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db
    .deleteFrom('access_tokens')
    .where('agent_id', '=', agentId)
    .where('kind', '=', 'reset')
    // Same-format ISO-8601 strings order like the instants they name, on both engines.
    .where('expires_at', '<', staleBefore)
    .execute();
}
