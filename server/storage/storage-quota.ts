import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { ApiFailure } from '../http/failure.ts';

/**
 * Issue 20: what one agent's uploads store, bounded (STORAGE_QUOTA_BYTES, default 5 GB). Every row
 * naming a stored file carries its size (migration-storage-quota.ts), so the total is one SUM
 * per table over index-reached rows: the agent's own avatar, the avatars of the customers whose
 * identity the agent owns (only the owner may set one), attachments, and the drafts' thumbnails,
 * photos, videos and video thumbnails. A file whose row goes stops counting; nothing to keep in step.
 */
export async function storedBytes(db: Queryable, agentId: string): Promise<number> {
  const { rows } = await sql<{ used: number | string | null }>`
    select
      coalesce((select sum(avatar_size_bytes) from agents where id = ${agentId}), 0)
      + coalesce((select sum(avatar_size_bytes) from tenants where owner_agent_id = ${agentId}), 0)
      + coalesce((select sum(size_bytes) from task_attachments where agent_id = ${agentId}), 0)
      + coalesce((select sum(thumbnail_size_bytes) from property_drafts where agent_id = ${agentId}), 0)
      + coalesce((select sum(i.size_bytes) from property_draft_images i join property_drafts d on d.id = i.draft_id where d.agent_id = ${agentId}), 0)
      + coalesce((select sum(v.size_bytes + v.thumbnail_size_bytes) from property_draft_videos v join property_drafts d on d.id = v.draft_id where d.agent_id = ${agentId}), 0)
      as used
  `.execute(db);
  return Number(rows[0]?.used ?? 0);
}

/**
 * Refuses (413 STORAGE_QUOTA_EXCEEDED) a file of `adding` bytes that would take the agent past
 * `quota`, counting `freeing` bytes the same change removes (the avatar or thumbnail it
 * replaces). Run inside the transaction that records the file, so a refusal writes nothing and
 * the caller's storeAfterCommit discards the file.
 */
export async function requireStorageRoom(db: Queryable, agentId: string, quota: number, adding: number, freeing = 0): Promise<void> {
  const used = await storedBytes(db, agentId);
  if (used - freeing + adding > quota) {
    throw new ApiFailure('STORAGE_QUOTA_EXCEEDED', `This file (${adding} bytes) would take your stored files past ${quota} bytes (${used} used)`);
  }
}
