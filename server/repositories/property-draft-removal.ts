import { PROPERTY_DRAFT_STATUS } from '../../src/schema/property-draft.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Removing a whole draft (issue 21): its rows go in the caller's transaction (the parts, media,
 * posts and any publishing leftovers follow by their foreign keys' cascade); the listing files
 * its rows named are returned so that the caller deletes them only after the commit; null when
 * no such draft of that agent was deleted.
 */
export async function deleteDraftRows(trx: Queryable, agentId: string, draftId: string, untouchedOnly = false): Promise<string[] | null> {
  const [draft, images, video] = await Promise.all([
    trx.selectFrom('property_drafts').select('thumbnail_url').where('id', '=', draftId).where('agent_id', '=', agentId).executeTakeFirst(),
    trx.selectFrom('property_draft_images').select('image_url').where('draft_id', '=', draftId).execute(),
    trx.selectFrom('property_draft_videos').select(['video_url', 'thumbnail_url']).where('draft_id', '=', draftId).executeTakeFirst(),
  ]);
  if (draft === undefined) return null;
  let removal = trx.deleteFrom('property_drafts').where('id', '=', draftId).where('agent_id', '=', agentId);
  // The sweep's condition is checked again by the delete itself: a draft edited meanwhile stays.
  if (untouchedOnly) removal = removal.where('touched', '=', 0).where('status', '=', PROPERTY_DRAFT_STATUS.Pending);
  const deleted = await removal.executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return null;
  const urls = [draft.thumbnail_url, ...images.map((image) => image.image_url), video?.video_url ?? null, video?.thumbnail_url ?? null];
  return urls.filter((url): url is string => url !== null);
}

/** Drafts never written to and made before `before` (ISO), any agent's: what the sweep removes. */
export async function untouchedDraftsBefore(db: Queryable, before: string, limit = 500): Promise<Array<{ id: string; agent_id: string }>> {
  return db
    .selectFrom('property_drafts')
    .select(['id', 'agent_id'])
    .where('touched', '=', 0)
    .where('status', '=', PROPERTY_DRAFT_STATUS.Pending)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
