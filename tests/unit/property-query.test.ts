import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROPERTY_QUERY,
  hasFilters,
  parsePrice,
  parsePropertyQuery,
  priceRangeInverted,
  propertyQueryParams,
  withValidPriceRange,
} from '../../src/views/properties/propertyQuery.ts';
import { paths } from '../../src/views/paths.ts';

const draftsHref = (search: string) => paths.drafts(propertyQueryParams(parsePropertyQuery(search)));

describe('property list filters in the URL (spec 03 §2)', () => {
  it('defaults to no filter', () => {
    expect(parsePropertyQuery('')).toEqual(DEFAULT_PROPERTY_QUERY);
    expect(paths.drafts(propertyQueryParams(DEFAULT_PROPERTY_QUERY))).toBe('/properties/drafts');
    expect(hasFilters(DEFAULT_PROPERTY_QUERY)).toBe(false);
  });

  it('reads searchQuery, propertyType, minPrice and maxPrice', () => {
    expect(parsePropertyQuery('?searchQuery=Chacao%20VE-12&propertyType=abc-1&minPrice=50000&maxPrice=250000')).toEqual({
      searchQuery: 'Chacao VE-12',
      propertyType: 'abc-1',
      minPrice: 50000,
      maxPrice: 250000,
    });
  });

  it('ignores malformed values instead of sending them', () => {
    expect(parsePropertyQuery('propertyType=%3Cscript%3E&minPrice=-5&maxPrice=abc')).toEqual(DEFAULT_PROPERTY_QUERY);
    expect(parsePropertyQuery('minPrice=99999999999').minPrice).toBeNull();
    expect(parsePropertyQuery(`searchQuery=${'a'.repeat(150)}`).searchQuery).toHaveLength(100);
  });

  it('writes only the filters that are set, search trimmed, and round-trips', () => {
    expect(draftsHref('searchQuery=%20casa%20&maxPrice=90000')).toBe('/properties/drafts?searchQuery=casa&maxPrice=90000');
    const search = 'searchQuery=quinta&propertyType=t1&minPrice=0&maxPrice=10';
    expect(draftsHref(search)).toBe(`/properties/drafts?${search}`);
    expect(hasFilters(parsePropertyQuery(search))).toBe(true);
  });

  it('prices as agents type them', () => {
    expect(parsePrice('120000')).toBe(120000);
    expect(parsePrice('$120,000')).toBe(120000);
    expect(parsePrice('1.250.000')).toBe(1250000);
    expect(parsePrice('185.000')).toBe(185000);
    expect(parsePrice('$ 1,200')).toBe(1200);
    expect(parsePrice('1.200,50')).toBeNull();
    expect(parsePrice('-5')).toBeNull();
    expect(parsePrice(' 0 ')).toBe(0);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('12.5')).toBeNull();
    expect(parsePrice('1e5')).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });

  it('an inverted price range applies neither bound (the server refuses the pair)', () => {
    expect(priceRangeInverted({ ...DEFAULT_PROPERTY_QUERY, minPrice: 10, maxPrice: 5 })).toBe(true);
    expect(priceRangeInverted({ ...DEFAULT_PROPERTY_QUERY, minPrice: 5, maxPrice: 5 })).toBe(false);
    expect(priceRangeInverted({ ...DEFAULT_PROPERTY_QUERY, minPrice: 10 })).toBe(false);
    expect(parsePropertyQuery('minPrice=10&maxPrice=5&searchQuery=x')).toEqual({ ...DEFAULT_PROPERTY_QUERY, searchQuery: 'x' });
    expect(withValidPriceRange({ ...DEFAULT_PROPERTY_QUERY, minPrice: 5, maxPrice: 10 })).toEqual({ ...DEFAULT_PROPERTY_QUERY, minPrice: 5, maxPrice: 10 });
  });
});
