import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMERS_QUERY, customersHref, parseCustomersPage, parseCustomersQuery } from './customersQuery.ts';

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

  it('keeps the page in the URL (issue 21): page 1 left out, anything but a whole number from 1 reads as 1', () => {
    expect(customersHref(DEFAULT_CUSTOMERS_QUERY, 3)).toBe('/customers?page=3');
    expect(customersHref({ searchQuery: 'ana', status: 2, type: null }, 2)).toBe('/customers?searchQuery=ana&status=2&page=2');
    expect(customersHref(DEFAULT_CUSTOMERS_QUERY, 1)).toBe('/customers');
    expect(parseCustomersPage('?page=3')).toBe(3);
    expect(parseCustomersPage('status=2&page=12')).toBe(12);
    for (const bad of ['', '?page=', '?page=0', '?page=-2', '?page=abc', '?page=2.5', '?page=1e3', '?page=9999999', '?page=%202']) {
      expect(parseCustomersPage(bad), bad).toBe(1);
    }
    // The filters ignore it, so a new filter starts again from page 1.
    expect(parseCustomersQuery('?page=4&status=2')).toEqual({ ...DEFAULT_CUSTOMERS_QUERY, status: 2 });
  });
});
