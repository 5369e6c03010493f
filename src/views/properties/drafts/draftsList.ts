import { createListMachine, type FetchPage } from '../../../machines/listMachine.ts';
import { PROPERTY_DRAFT_STATUS, type PropertyDraftSummary } from '../../../schema/property-draft.ts';
import { propertyDrafts } from '../../../services/drafts-api.ts';
import type { PropertyQuery } from '../propertyQuery.ts';

/** Spec 03 §7: the drafts list asks for the pending and the publishing drafts (`statuses=1,2`). */
export const DRAFTS_LIST_STATUSES = [PROPERTY_DRAFT_STATUS.Pending, PROPERTY_DRAFT_STATUS.Publishing] as const;

/** One page of the agent's drafts for the list machine, filtered as the URL says. */
export const fetchDraftsPage: FetchPage<PropertyDraftSummary, PropertyQuery> = async ({ query, offset, limit }) => {
  const page = await propertyDrafts({
    statuses: DRAFTS_LIST_STATUSES,
    searchQuery: query.searchQuery,
    propertyType: query.propertyType ?? undefined,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
    offset,
    limit,
  });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

/** 'Mi lista de borradores' is the shared list machine over draft summaries. */
export const draftsListMachine = createListMachine<PropertyDraftSummary, PropertyQuery>(fetchDraftsPage);
