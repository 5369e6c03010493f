import { useState } from 'react';
import { PUBLISHED_GROUP, decodePublishedMessage } from '../../../schema/hub.ts';
import { useLiveGroup } from '../../ui/live.ts';

/**
 * Spec 03 §2/§4: 'a draft card switches to Publicado when a live message for it arrives' — a
 * message on the group PROPERTY_DRAFT_PUBLISHED carrying a propertyDraftId. The group is joined
 * while the drafts list is on screen; the list passes each card
 * `draftBadge(draft.status, published.has(draft.propertyDraftId))`, which reads 'Publicado' for
 * them (tests/unit/property-card-text.test.ts). A message missed while the connection was not up
 * is made up for by the list's own re-read (PropertyListPage, `fetchDraftsPage` in src/machines/drafts-list.ts, keeps a card that
 * got published as 'Publicado'); `onResynced` lets a caller react as well.
 */
const NONE: ReadonlySet<string> = new Set();

/** The ids of the drafts a live message has marked published since the list loaded. */
export function usePublishedDraftIds(onResynced?: () => void): ReadonlySet<string> {
  const [published, setPublished] = useState<ReadonlySet<string>>(NONE);
  useLiveGroup(PUBLISHED_GROUP, {
    message: (message) => {
      const decoded = decodePublishedMessage(message);
      if (decoded._tag === 'None') return;
      const { propertyDraftId } = decoded.value;
      setPublished((ids) => (ids.has(propertyDraftId) ? ids : new Set([...ids, propertyDraftId])));
    },
    resynced: () => onResynced?.(),
  });
  return published;
}
