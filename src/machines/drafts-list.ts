import { PROPERTY_DRAFT_STATUS, type PropertyDraftSummary } from '../schema/property-draft.ts';
import { failureType } from '../services/api-failure.ts';
import { getDraft, propertyDrafts } from '../services/drafts-api.ts';
import { createListMachine, type FetchPage, type ListPage } from './listMachine.ts';

/**
 * 'Mi lista de borradores' (spec 03 §2): the shared list machine over draft summaries, its page
 * read through the drafts service (moved here from the view in issue 21: views never call services).
 */

/** The list's filters as the URL gives them (src/views/properties/propertyQuery.ts fills them). */
export interface DraftsListQuery {
  readonly searchQuery: string;
  /** A property type id; null: every type. */
  readonly propertyType: string | null;
  /** Whole dollars; null: no bound. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
}

/** Spec 03 §7: the drafts list asks for the pending and the publishing drafts (`statuses=1,2`). */
export const DRAFTS_LIST_STATUSES = [PROPERTY_DRAFT_STATUS.Pending, PROPERTY_DRAFT_STATUS.Publishing] as const;

/** The server's order (newest first, then the greater id), to put a kept card back where it was. */
const newestFirst = (a: PropertyDraftSummary, b: PropertyDraftSummary): number =>
  b.createdAt.localeCompare(a.createdAt) || (a.propertyDraftId < b.propertyDraftId ? 1 : a.propertyDraftId > b.propertyDraftId ? -1 : 0);

/**
 * A silent refresh (a live message may have been missed: src/services/live-registry.ts) asks for
 * statuses 1,2, so a draft published meanwhile has left the page. Each card on screen that left it
 * is read on its own: published, it stays where it was and reads 'Publicado', as the live message
 * would have left it (spec 03 §2); otherwise (it no longer matches the filters) it goes. A card that
 * already reads 'Publicado' by its status is kept without a read (a draft is never unpublished).
 * Usually no card has left: no request more than the page.
 */
/** A draft's status now; null once it is gone (deleted: issue 21). */
const statusOf = async (draftId: string): Promise<number | null> => {
  try {
    return (await getDraft(draftId)).status;
  } catch (error) {
    if (failureType(error) === 'PROPERTY_DRAFT_NOT_FOUND') return null;
    throw error;
  }
};

const keepPublished = async (page: ListPage<PropertyDraftSummary>, shown: readonly PropertyDraftSummary[]): Promise<ListPage<PropertyDraftSummary>> => {
  const onPage = new Set(page.items.map((draft) => draft.propertyDraftId));
  const left = shown.filter((draft) => !onPage.has(draft.propertyDraftId));
  if (left.length === 0) return page;
  const statuses = await Promise.all(
    left.map(async (draft) => (draft.status === PROPERTY_DRAFT_STATUS.Published ? draft.status : statusOf(draft.propertyDraftId))),
  );
  const published = left
    .filter((_, index) => statuses[index] === PROPERTY_DRAFT_STATUS.Published)
    .map((draft) => ({ ...draft, status: PROPERTY_DRAFT_STATUS.Published }));
  if (published.length === 0) return page;
  return { items: [...page.items, ...published].sort(newestFirst), total: page.total + published.length };
};

/** One page of the agent's drafts for the list machine, filtered as the URL says. */
export const fetchDraftsPage: FetchPage<PropertyDraftSummary, DraftsListQuery> = async ({ query, offset, limit, shown = [] }) => {
  const page = await propertyDrafts({
    statuses: DRAFTS_LIST_STATUSES,
    searchQuery: query.searchQuery,
    propertyType: query.propertyType ?? undefined,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
    offset,
    limit,
  });
  return keepPublished({ items: page.items, total: page.pagination?.total ?? 0 }, shown);
};

/** 'Mi lista de borradores' is the shared list machine over draft summaries. */
export const draftsListMachine = createListMachine<PropertyDraftSummary, DraftsListQuery>(fetchDraftsPage);
