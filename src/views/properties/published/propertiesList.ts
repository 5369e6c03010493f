import { createListMachine, type FetchPage } from '../../../machines/listMachine.ts';
import { PROPERTY_STATUS, type PropertySummary } from '../../../schema/property.ts';
import { properties } from '../../../services/properties-api.ts';
import type { PropertyQuery } from '../propertyQuery.ts';

/** Spec 03 §2: 'Only published properties' (`statuses=2`). */
export const PROPERTIES_LIST_STATUSES = [PROPERTY_STATUS.Published] as const;

/** One page of the agent's published properties for the list machine, filtered as the URL says. */
export const fetchPropertiesPage: FetchPage<PropertySummary, PropertyQuery> = async ({ query, offset, limit }) => {
  const page = await properties({
    statuses: PROPERTIES_LIST_STATUSES,
    searchQuery: query.searchQuery,
    propertyType: query.propertyType ?? undefined,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
    offset,
    limit,
  });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

/** 'Mi lista de propiedades' is the shared list machine over property summaries. */
export const propertiesListMachine = createListMachine<PropertySummary, PropertyQuery>(fetchPropertiesPage);
