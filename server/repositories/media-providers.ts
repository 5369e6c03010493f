import type { MediaProviderAgent } from '../../src/schema/media-provider.ts';
import type { MediaProvider } from '../../src/schema/reference.ts';
import type { Engine, Queryable, Trx } from '../db/database.ts';

type MediaProviderKind = MediaProvider['type'];

interface ProviderRow {
  id: string;
  type: number;
  name: string;
  image_url: string;
  permissions: string;
}

const toProvider = (row: ProviderRow): MediaProvider => ({
  mediaProviderId: row.id,
  name: row.name,
  imageUrl: row.image_url,
  type: row.type as MediaProviderKind,
  permissions: JSON.parse(row.permissions) as string[],
});

/** The providers of these types (reference data), in type order. */
export async function listMediaProviders(db: Queryable, types: readonly number[]): Promise<MediaProvider[]> {
  if (types.length === 0) return [];
  const rows = await db.selectFrom('media_providers').selectAll().where('type', 'in', [...types]).orderBy('type').execute();
  return rows.map(toProvider);
}

export async function findMediaProviderByType(db: Queryable, type: number): Promise<MediaProvider | undefined> {
  const row = await db.selectFrom('media_providers').selectAll().where('type', '=', type).executeTakeFirst();
  return row && toProvider(row);
}

const connections = (db: Queryable, agentId: string) =>
  db
    .selectFrom('media_provider_agents as mpa')
    .innerJoin('media_providers as mp', 'mp.id', 'mpa.media_provider_id')
    .select([
      'mpa.id as connection_id',
      'mpa.agent_id',
      'mpa.account_name',
      'mpa.updated_at',
      'mp.id',
      'mp.type',
      'mp.name',
      'mp.image_url',
      'mp.permissions',
    ])
    .where('mpa.agent_id', '=', agentId);

type ConnectionRow = ProviderRow & { connection_id: string; agent_id: string; account_name: string | null; updated_at: string };

const toConnection = (row: ConnectionRow): MediaProviderAgent => ({
  mediaProviderAgentId: row.connection_id,
  mediaProviderId: row.id,
  type: row.type as MediaProviderKind,
  agentId: row.agent_id,
  mediaProvider: toProvider(row),
  accountName: row.account_name,
  connectedAt: row.updated_at,
});

/** The caller's connections, in provider type order: never another agent's, never a token. */
export async function listConnections(db: Queryable, agentId: string): Promise<MediaProviderAgent[]> {
  return (await connections(db, agentId).orderBy('mp.type').execute()).map(toConnection);
}

export async function findConnectionView(db: Queryable, agentId: string, mediaProviderId: string): Promise<MediaProviderAgent | undefined> {
  const row = await connections(db, agentId).where('mp.id', '=', mediaProviderId).executeTakeFirst();
  return row && toConnection(row);
}

/** The sealed token of the caller's connection to a provider (only the server opens it). */
export async function findSealedToken(db: Queryable, agentId: string, mediaProviderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('media_provider_agents')
    .select('token_sealed')
    .where('agent_id', '=', agentId)
    .where('media_provider_id', '=', mediaProviderId)
    .executeTakeFirst();
  return row?.token_sealed;
}

export interface ConnectionWrite {
  readonly id: string;
  readonly agentId: string;
  readonly mediaProviderId: string;
  readonly accountId: string;
  readonly accountName: string | null;
  readonly tokenSealed: string;
  readonly tokenExpiresAt: string | null;
  readonly now: string;
}

/**
 * Connects, or replaces the connection in place (same id, new account and token): one row per
 * agent and provider. Tells whether the row is new. On PostgreSQL the existing row is locked so
 * two connects at once answer one "created" and one "replaced"; SQLite has one writer.
 */
export async function saveConnection(trx: Trx, engine: Engine, write: ConnectionWrite): Promise<{ created: boolean }> {
  let existing = trx
    .selectFrom('media_provider_agents')
    .select('id')
    .where('agent_id', '=', write.agentId)
    .where('media_provider_id', '=', write.mediaProviderId);
  if (engine === 'postgres') existing = existing.forUpdate();
  const found = await existing.executeTakeFirst();
  await trx
    .insertInto('media_provider_agents')
    .values({
      id: write.id,
      agent_id: write.agentId,
      media_provider_id: write.mediaProviderId,
      account_id: write.accountId,
      account_name: write.accountName,
      token_sealed: write.tokenSealed,
      token_expires_at: write.tokenExpiresAt,
      created_at: write.now,
      updated_at: write.now,
    })
    .onConflict((oc) =>
      oc.columns(['agent_id', 'media_provider_id']).doUpdateSet((eb) => ({
        account_id: eb.ref('excluded.account_id'),
        account_name: eb.ref('excluded.account_name'),
        token_sealed: eb.ref('excluded.token_sealed'),
        token_expires_at: eb.ref('excluded.token_expires_at'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return { created: found === undefined };
}

/**
 * Removes the caller's connection named by its provider id (the spec's path) or by its own id;
 * the token goes with the row. False when the caller has no such connection.
 */
export async function deleteConnection(db: Queryable, agentId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('media_provider_agents')
    .where('agent_id', '=', agentId)
    .where((eb) => eb.or([eb('media_provider_id', '=', id), eb('id', '=', id)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
