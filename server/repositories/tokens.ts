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
}

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

export async function revokeToken(db: Queryable, agentId: string, tokenId: string, now: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('agent_id', '=', agentId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every live token of that kind of the agent stops working (sign-in replaces, reset revokes). */
export async function revokeAgentTokens(db: Queryable, agentId: string, kind: TokenKind, now: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('agent_id', '=', agentId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
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
 * Sign-in replaces the agent's access tokens: the old rows go (a deleted token answers exactly like
 * a revoked one), and so do reset links long past their expiry, so the table stays small.
 * Reset links still within a day of expiry are kept: they must answer TOKEN_EXPIRED, not "unknown".
 */
export async function replaceAgentAccessTokens(db: Queryable, agentId: string, now: Date): Promise<void> {
  await db.deleteFrom('access_tokens').where('agent_id', '=', agentId).where('kind', '=', 'access').execute();
  const staleBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db
    .deleteFrom('access_tokens')
    .where('agent_id', '=', agentId)
    .where('kind', '=', 'reset')
    // Same-format ISO-8601 strings order like the instants they name, on both engines.
    .where('expires_at', '<', staleBefore)
    .execute();
}
