import type { Queryable } from '../db/database.ts';
import type { UploadFolder } from '../storage/upload-files.ts';

/** Whether a row refers to the stored file `<folder>/<storedName>` (what the upload sweep asks). */
export async function isUploadReferenced(db: Queryable, folder: UploadFolder, storedName: string): Promise<boolean> {
  if (folder === 'attachments') {
    const row = await db.selectFrom('task_attachments').select('id').where('stored_name', '=', storedName).executeTakeFirst();
    return row !== undefined;
  }
  const url = `/uploads/${folder}/${storedName}`;
  if (folder === 'property-videos') {
    return (await db.selectFrom('property_draft_videos').select('id').where('video_url', '=', url).executeTakeFirst()) !== undefined;
  }
  if (folder === 'property-images') {
    const image = await db.selectFrom('property_draft_images').select('id').where('image_url', '=', url).executeTakeFirst();
    if (image !== undefined) return true;
    const thumbnail = await db.selectFrom('property_drafts').select('id').where('thumbnail_url', '=', url).executeTakeFirst();
    if (thumbnail !== undefined) return true;
    return (await db.selectFrom('property_draft_videos').select('id').where('thumbnail_url', '=', url).executeTakeFirst()) !== undefined;
  }
  const agent = await db.selectFrom('agents').select('id').where('avatar_url', '=', url).executeTakeFirst();
  if (agent !== undefined) return true;
  return (await db.selectFrom('tenants').select('id').where('avatar_url', '=', url).executeTakeFirst()) !== undefined;
}
