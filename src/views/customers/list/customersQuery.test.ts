import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMERS_QUERY, customersHref, parseCustomersQuery } from './customersQuery.ts';

describe('customer list filters in the URL', () => {
  it('defaults to active customers of every type', () => {
    expect(parseCustomersQuery('')).toEqual(DEFAULT_CUSTOMERS_QUERY);
    expect(customersHref(DEFAULT_CUSTOMERS_QUERY)).toBe('/customers');
  });

  it('reads searchQuery, status and type', () => {
    expect(parseCustomersQuery('?searchQuery=Ana%20P%C3%A9rez&status=2&type=3')).toEqual({
      searchQuery: 'Ana Pérez',
      status: 2,
      type: 3,
    });
  });

  it('falls back to the defaults on unknown values', () => {
    expect(parseCustomersQuery('status=9&type=x')).toEqual(DEFAULT_CUSTOMERS_QUERY);
  });

  it('writes only what differs from the defaults, trimmed', () => {
    expect(customersHref({ searchQuery: '  ana ', status: 1, type: null })).toBe('/customers?searchQuery=ana');
    expect(customersHref({ searchQuery: '', status: 2, type: 1 })).toBe('/customers?status=2&type=1');
  });

  it('round-trips', () => {
    const query = { searchQuery: 'josé', status: 2, type: 2 } as const;
    expect(parseCustomersQuery(customersHref(query).split('?')[1] ?? '')).toEqual(query);
  });
});
