import { useActorRef } from '@xstate/react';
import { createListMachine, type FetchPage } from '../../machines/listMachine.ts';
import { PROPERTY_DRAFT_STATUS, type PropertyDraftSummary } from '../../schema/property-draft.ts';
import { propertyDrafts } from '../../services/drafts-api.ts';
import { dashboard } from '../../i18n/es.ts';
import { draftCardTexts } from '../../i18n/dashboard-widgets.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { useInspect } from '../ui/inspect.ts';
import { useListFollowsPublications } from '../ui/live.ts';
import { paths } from '../paths.ts';
import { Item, Meta, Summary, TitleLine } from './DashboardBlock.tsx';
import { DashboardListBlock } from './DashboardListBlock.tsx';

/** Spec 01 §7: the latest pending draft, GET /property-drafts with the Pending status and limit 1. */
const PENDING_DRAFTS_SHOWN = 1;

type PendingDraftQuery = Readonly<Record<string, never>>;

const fetchPendingDraft: FetchPage<PropertyDraftSummary, PendingDraftQuery> = async ({ offset, limit }) => {
  const page = await propertyDrafts({ statuses: [PROPERTY_DRAFT_STATUS.Pending], offset, limit });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

/** The shared list machine: loading, error with 'Reintentar' hidden 10 s after a click, empty, loaded. */
const pendingDraftMachine = createListMachine<PropertyDraftSummary, PendingDraftQuery>(fetchPendingDraft);

const draftMeta = (draft: PropertyDraftSummary): string =>
  [
    draft.propertyType,
    draft.operationType === null ? null : draftCardTexts.operation[draft.operationType],
    draft.address?.location ?? draftCardTexts.noAddress,
    draft.price === null ? null : draftCardTexts.price(draft.price),
  ]
    .filter((part): part is string => part !== null && part !== undefined)
    .join(' · ');

/**
 * 'Continúa publicando' (spec 01 §2): the latest pending draft with 'Seguir editando', or the empty
 * text. A draft published elsewhere (another tab, a colleague) is no longer pending: the block reads
 * itself again on each PROPERTY_DRAFT_PUBLISHED message, and whenever the live connection comes up,
 * when such a message may have been missed.
 */
export function ContinuePublishing() {
  const list = useActorRef(pendingDraftMachine, {
    input: { query: {}, pageSize: PENDING_DRAFTS_SHOWN },
    inspect: useInspect(),
  });
  useListFollowsPublications(list);
  return (
    <DashboardListBlock
      id="keep-publishing"
      title={dashboard.keepPublishing}
      emptyText={dashboard.noPendingDrafts}
      list={list}
      renderItem={(draft) => {
        const title = draft.title ?? draftCardTexts.untitled;
        return (
          <Item key={draft.propertyDraftId}>
            <Summary>
              <TitleLine>
                <strong>{title}</strong>
              </TitleLine>
              <Meta>{draftMeta(draft)}</Meta>
            </Summary>
            <ButtonLink
              $variant="secondary"
              href={paths.draftEditor({ draftId: draft.propertyDraftId })}
              aria-label={`${dashboard.keepEditing}: ${title}`}
            >
              {dashboard.keepEditing}
            </ButtonLink>
          </Item>
        );
      }}
    />
  );
}
