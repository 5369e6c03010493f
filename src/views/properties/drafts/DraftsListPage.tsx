import { DRAFTS_PAGE_SIZE, type PropertyDraftSummary } from '../../../schema/property-draft.ts';
import { draftsListTexts as texts } from '../../../i18n/properties.ts';
import { paths } from '../../paths.ts';
import { PropertyListPage } from '../PropertyListPage.tsx';
import { draftBadge } from '../propertyCardText.ts';
import { propertyQueryParams, type PropertyQuery } from '../propertyQuery.ts';
import { draftsListMachine } from './draftsList.ts';
import { usePublishedDraftIds } from './publishedLive.ts';

const draftsHref = (query: PropertyQuery): string => paths.drafts(propertyQueryParams(query));

/** /properties/drafts, 'Mi lista de borradores' (spec 03 §2): the agent's pending and publishing drafts, each card to its editor. */
export function DraftsListPage() {
  const published = usePublishedDraftIds();
  return (
    <PropertyListPage
      texts={texts}
      idPrefix="draft"
      hrefOf={draftsHref}
      machine={draftsListMachine}
      pageSize={DRAFTS_PAGE_SIZE}
      cardOf={(draft: PropertyDraftSummary) => ({
        key: draft.propertyDraftId,
        href: paths.draftEditor({ draftId: draft.propertyDraftId }),
        badge: draftBadge(draft.status, published.has(draft.propertyDraftId)),
      })}
    />
  );
}
