import type { Queryable } from '../db/database.ts';

/** Whether a row refers to the stored file `<folder>/<storedName>` (what the upload sweep asks). */
export async function isUploadReferenced(db: Queryable, folder: 'avatars' | 'attachments', storedName: string): Promise<boolean> {
  if (folder === 'attachments') {
    const row = await db.selectFrom('task_attachments').select('id').where('stored_name', '=', storedName).executeTakeFirst();
    return row !== undefined;
  }
  const url = `/uploads/${folder}/${storedName}`;
  const agent = await db.selectFrom('agents').select('id').where('avatar_url', '=', url).executeTakeFirst();
  if (agent !== undefined) return true;
  return (await db.selectFrom('tenants').select('id').where('avatar_url', '=', url).executeTakeFirst()) !== undefined;
}
