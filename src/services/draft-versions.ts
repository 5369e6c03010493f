import type { ApiAnswer } from './api-client.ts';

/**
 * Issue 21, two tabs on one draft: what this tab knows of each draft's version (the ETag of its
 * last read or of its own last write's answer), and its writes of one draft in one line.
 *
 * Every draft write carries the version as If-Match, so a write made from a version another tab
 * has since replaced is refused (412 PROPERTY_DRAFT_CHANGED) instead of silently reverting it.
 * The editor saves several keys at once (one autosave per key): sent side by side from one
 * version, the second would be refused by the first. So a draft's writes leave this tab one at a
 * time, each sent with the version the previous one answered: the tab chains the version through
 * its own answers and never conflicts with itself. A write that fails leaves the version as it
 * was; after a 412 the editor reads the draft again, which brings the current version.
 */
const versions = new Map<string, string>();
const lines = new Map<string, Promise<unknown>>();

/** Keeps the version an answer carried (a read, or a write of this tab). */
export const rememberVersion = (draftId: string, etag: string | null | undefined): void => {
  if (etag) versions.set(draftId, etag);
};

export const knownVersion = (draftId: string): string | undefined => versions.get(draftId);

/** Runs `send` after the draft's earlier writes from this tab, with the version they left. */
export function versionedWrite<T>(draftId: string, send: (ifMatch: string | undefined) => Promise<ApiAnswer<T>>): Promise<T> {
  const previous = lines.get(draftId) ?? Promise.resolve();
  const write = previous
    .catch(() => undefined)
    .then(() => send(versions.get(draftId)))
    .then((answer) => {
      rememberVersion(draftId, answer.etag);
      return answer.data;
    });
  const settled = write.catch(() => undefined);
  lines.set(draftId, settled);
  void settled.then(() => {
    if (lines.get(draftId) === settled) lines.delete(draftId);
  });
  return write;
}

/** Tests: forget every version (each test starts as a fresh tab). */
export const forgetVersions = (): void => {
  versions.clear();
  lines.clear();
};
