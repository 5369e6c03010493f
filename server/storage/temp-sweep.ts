import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isLiveTempFile, moveIntoPlace, parseWaitingName, tempDir, uploadsDir, type UploadFolder } from './upload-files.ts';
import { STALE_TEMP_FILE_MS } from './upload-limits.ts';

export interface SweepResult {
  /** Files whose row had committed before a crash: moved to where the row says. */
  placed: number;
  /** Leftovers of refused, failed or interrupted uploads. */
  deleted: number;
  /** Files still being written (by this process, or recently by any). */
  kept: number;
}

/** Whether a committed row (an attachment, an agent's or customer's avatar) refers to this stored file. */
export type IsReferenced = (folder: UploadFolder, storedName: string) => Promise<boolean>;

/**
 * Finishes or clears what a crash left in the temp folder. A checked file whose row committed is
 * moved into place, whatever its age (a move the uploading process then attempts counts as done).
 * Anything else is deleted once nobody has written to it for STALE_TEMP_FILE_MS, so an upload in
 * progress in another process sharing the folder is never cut; this process's own are skipped.
 */
export async function sweepTempUploads(dataDir: string, isReferenced: IsReferenced, now = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { placed: 0, deleted: 0, kept: 0 };
  const folder = tempDir(dataDir);
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const filePath = path.join(folder, entry.name);
    if (!entry.isFile() || isLiveTempFile(filePath)) {
      result.kept += 1;
      continue;
    }
    const waiting = parseWaitingName(entry.name);
    if (waiting !== null && (await isReferenced(waiting.folder, waiting.storedName))) {
      await moveIntoPlace(filePath, path.join(uploadsDir(dataDir), waiting.folder, waiting.storedName));
      result.placed += 1;
      continue;
    }
    const modified = await stat(filePath).then((info) => info.mtimeMs, () => null);
    if (modified !== null && now - modified >= STALE_TEMP_FILE_MS) {
      await rm(filePath, { force: true });
      result.deleted += 1;
    } else {
      result.kept += 1;
    }
  }
  return result;
}
