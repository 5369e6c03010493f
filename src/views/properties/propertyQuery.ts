import { parseNumber } from '../../schema/numbers.ts';
import { DRAFT_LIMITS } from '../../schema/property-draft.ts';
import { SEARCH_QUERY_MAX } from '../../schema/rules.ts';

/**
 * The filters of the property lists (spec 03 §2: searchQuery, propertyType, minPrice, maxPrice),
 * read from the URL and written back to it. Shared by the drafts list and, later, the published
 * list ('Same filters and grid'): each list gives its own path builder.
 */
export interface PropertyQuery {
  readonly searchQuery: string;
  /** A property type id; null: every type. */
  readonly propertyType: string | null;
  /** Whole dollars; null: no bound. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
}

export const DEFAULT_PROPERTY_QUERY: PropertyQuery = { searchQuery: '', propertyType: null, minPrice: null, maxPrice: null };

/** The contract's Id pattern: anything else in a hand-edited URL is ignored, never sent. */
const TYPE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A price as typed or as it stands in the URL: whole dollars, read as people write them ('$120,000',
 * '1.250.000', '185.000': src/schema/numbers.ts), 0 to the contract's maximum; anything else (decimals
 * included) is no bound (null).
 */
export const parsePrice = (value: string | null): number | null => {
  const price = parseNumber(value ?? '');
  return price !== null && Number.isInteger(price) && price >= 0 && price <= DRAFT_LIMITS.priceMax ? price : null;
};

/** A minimum above the maximum can find nothing (and the server refuses the pair): neither bound applies. */
export const priceRangeInverted = (query: Pick<PropertyQuery, 'minPrice' | 'maxPrice'>): boolean =>
  query.minPrice !== null && query.maxPrice !== null && query.minPrice > query.maxPrice;

export const withValidPriceRange = (query: PropertyQuery): PropertyQuery =>
  priceRangeInverted(query) ? { ...query, minPrice: null, maxPrice: null } : query;

/** Unknown or malformed values fall back to no filter, so a hand-edited URL never breaks the page. */
export const parsePropertyQuery = (search: string): PropertyQuery => {
  const params = new URLSearchParams(search);
  const type = params.get('propertyType');
  return withValidPriceRange({
    searchQuery: (params.get('searchQuery') ?? '').slice(0, SEARCH_QUERY_MAX),
    propertyType: type !== null && TYPE_ID.test(type) ? type : null,
    minPrice: parsePrice(params.get('minPrice')),
    maxPrice: parsePrice(params.get('maxPrice')),
  });
};

/** What goes into the URL: trimmed search, and only the filters that are set. */
export const propertyQueryParams = (query: PropertyQuery) => ({
  searchQuery: query.searchQuery.trim() || null,
  propertyType: query.propertyType,
  minPrice: query.minPrice,
  maxPrice: query.maxPrice,
});

/** Whether any filter is set (the reset button has something to do). */
export const hasFilters = (query: PropertyQuery): boolean => Object.values(propertyQueryParams(query)).some((value) => value !== null);
