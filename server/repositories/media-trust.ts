import type { Queryable } from '../db/database.ts';

/**
 * Issue 20's rows beside the connections: a replacement waiting for the agent's confirmation, and
 * the data-deletion requests of Meta's signed callback. Pending rows are the caller's own (agent id
 * in every WHERE clause) and short-lived; a deletion request names no agent and no account.
 */

/** The account a connect would replace the stored one with, its token sealed. */
export interface PendingConnection {
  readonly agentId: string;
  readonly mediaProviderId: string;
  readonly credentialHash: string;
  readonly accountId: string;
  readonly accountName: string | null;
  readonly tokenSealed: string;
  readonly tokenExpiresAt: string | null;
  readonly expiresAt: string;
}

/** The stored account of the caller's connection to a provider (id and name), if any. */
export async function findConnectedAccount(
  db: Queryable,
  agentId: string,
  mediaProviderId: string,
): Promise<{ accountId: string; accountName: string | null } | undefined> {
  const row = await db
    .selectFrom('media_provider_agents')
    .select(['account_id', 'account_name'])
    .where('agent_id', '=', agentId)
    .where('media_provider_id', '=', mediaProviderId)
    .executeTakeFirst();
  return row && { accountId: row.account_id, accountName: row.account_name };
}

/**
 * Keeps (or replaces) the caller's one pending replacement for the provider, in one upsert so two
 * 409s at once cannot collide on the (agent, provider) key; expired ones of anyone go.
 */
export async function savePending(db: Queryable, pending: PendingConnection, now: string): Promise<void> {
  await db.deleteFrom('media_connect_pending').where('expires_at', '<=', now).execute();
  const values = {
    credential_hash: pending.credentialHash,
    account_id: pending.accountId,
    account_name: pending.accountName,
    token_sealed: pending.tokenSealed,
    token_expires_at: pending.tokenExpiresAt,
    expires_at: pending.expiresAt,
    created_at: now,
  };
  await db
    .insertInto('media_connect_pending')
    .values({ agent_id: pending.agentId, media_provider_id: pending.mediaProviderId, ...values })
    .onConflict((oc) => oc.columns(['agent_id', 'media_provider_id']).doUpdateSet(values))
    .execute();
}

/** The caller's unexpired pending replacement for the provider (for the credential, when given). */
export async function findPending(
  db: Queryable,
  agentId: string,
  mediaProviderId: string,
  now: string,
  credentialHash?: string,
): Promise<PendingConnection | undefined> {
  let query = db
    .selectFrom('media_connect_pending')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('media_provider_id', '=', mediaProviderId)
    .where('expires_at', '>', now);
  if (credentialHash !== undefined) query = query.where('credential_hash', '=', credentialHash);
  const row = await query.executeTakeFirst();
  return (
    row && {
      agentId: row.agent_id,
      mediaProviderId: row.media_provider_id,
      credentialHash: row.credential_hash,
      accountId: row.account_id,
      accountName: row.account_name,
      tokenSealed: row.token_sealed,
      tokenExpiresAt: row.token_expires_at,
      expiresAt: row.expires_at,
    }
  );
}

export async function deletePending(db: Queryable, agentId: string, mediaProviderId: string): Promise<void> {
  await db.deleteFrom('media_connect_pending').where('agent_id', '=', agentId).where('media_provider_id', '=', mediaProviderId).execute();
}

/**
 * Meta's deletion callback: every stored connection to the provider whose account is `accountId`,
 * whichever agent holds it (and any replacement waiting for it). How many connections went.
 */
export async function deleteConnectionsOfAccount(db: Queryable, mediaProviderId: string, accountId: string): Promise<number> {
  await db.deleteFrom('media_connect_pending').where('media_provider_id', '=', mediaProviderId).where('account_id', '=', accountId).execute();
  const result = await db
    .deleteFrom('media_provider_agents')
    .where('media_provider_id', '=', mediaProviderId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface DeletionRequestRow {
  readonly code: string;
  readonly type: number;
  readonly connectionsDeleted: number;
  readonly createdAt: string;
}

export async function insertDeletionRequest(db: Queryable, request: DeletionRequestRow): Promise<void> {
  await db
    .insertInto('data_deletion_requests')
    .values({ code: request.code, media_provider_type: request.type, connections_deleted: request.connectionsDeleted, created_at: request.createdAt })
    .execute();
}

export async function findDeletionRequest(db: Queryable, code: string): Promise<DeletionRequestRow | undefined> {
  const row = await db.selectFrom('data_deletion_requests').selectAll().where('code', '=', code).executeTakeFirst();
  return row && { code: row.code, type: row.media_provider_type, connectionsDeleted: row.connections_deleted, createdAt: row.created_at };
}
