import { createListMachine, type FetchPage } from '../../machines/listMachine.ts';
import type { PropertyType } from '../../schema/property-reference.ts';
import { propertyTypes } from '../../services/drafts-api.ts';

type AllTypes = Readonly<Record<string, never>>;

/** GET /property-types answers the whole (small) list: one page holds it. */
const fetchPropertyTypes: FetchPage<PropertyType, AllTypes> = async () => {
  const items = await propertyTypes();
  return { items, total: items.length };
};

/**
 * The filter's property types: the shared list machine (loading, loaded, empty, error with a retry
 * hidden 10 s after a click), so the select has the same states as every other list.
 */
export const propertyTypesMachine = createListMachine<PropertyType, AllTypes>(fetchPropertyTypes);

export const PROPERTY_TYPES_INPUT = { query: {}, pageSize: 100 } as const;
