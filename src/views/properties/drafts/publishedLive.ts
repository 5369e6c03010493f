/**
 * SEAM for issue 11 (the live hub does not exist yet). Spec 03 §2/§4: 'a draft card switches to
 * Publicado when a live message for it arrives' — a message on the group PROPERTY_DRAFT_PUBLISHED
 * carrying a propertyDraftId. Issue 11 replaces this hook's body with a subscription to that group
 * (joined while the drafts list is on screen) that collects the published ids; the list already
 * passes each card `draftBadge(draft.status, published.has(draft.propertyDraftId))`, which reads
 * 'Publicado' for them (tests/unit/property-card-text.test.ts).
 */
const NONE: ReadonlySet<string> = new Set();

/** The ids of the drafts a live message has marked published since the list loaded. */
export function usePublishedDraftIds(): ReadonlySet<string> {
  return NONE;
}
