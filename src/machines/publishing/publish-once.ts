import type { PropertyDraft } from '../../schema/property-draft.ts';

/**
 * PUT /property-drafts/{id}/publish once per key (the page's visit and attempt). React's StrictMode
 * (and <Activity>) stop and restart the page's actor, and @xstate/react restarts the invoked promise,
 * which would publish again and get the server's 409 for a draft already publishing; the same key
 * rejoins the call in flight instead (as createDraftOnce does for a new draft). A few keys are kept.
 */
const calls = new Map<string, Promise<PropertyDraft>>();
const CALLS_KEPT = 8;

export const publishOnce = (key: string, publish: () => Promise<PropertyDraft>): Promise<PropertyDraft> => {
  const known = calls.get(key);
  if (known !== undefined) return known;
  const call = publish();
  calls.set(key, call);
  for (const old of calls.keys()) {
    if (calls.size <= CALLS_KEPT) break;
    calls.delete(old);
  }
  return call;
};

let visits = 0;
/** A key no other visit of this tab shares. */
export const publishingVisitKey = (): string => `${Date.now().toString(36)}-${++visits}`;
