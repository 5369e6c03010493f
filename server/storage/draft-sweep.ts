import type { Db } from '../db/database.ts';
import { deleteDraftRows, untouchedDraftsBefore } from '../repositories/property-draft-removal.ts';
import { removeListingUpload } from './property-media.ts';

/** How long an empty draft made by 'Nueva propiedad' and never written to is kept (issue 21). */
export const UNTOUCHED_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the drafts nobody ever wrote to that are older than a day, each in its own transaction,
 * and their files (none, normally: any upload marks the draft touched) after its commit.
 * Answers how many went.
 */
export async function sweepUntouchedDrafts(db: Db, dataDir: string, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNTOUCHED_DRAFT_MAX_AGE_MS).toISOString();
  let removed = 0;
  for (const draft of await untouchedDraftsBefore(db, before)) {
    const files = await db.transaction().execute(async (trx) => deleteDraftRows(trx, draft.agent_id, draft.id, true));
    if (files === null) continue;
    removed += 1;
    await Promise.all(files.map((url) => removeListingUpload(dataDir, url)));
  }
  return removed;
}
