import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/services/api-client.ts';
import { getProperty, properties } from '../../src/services/properties-api.ts';
import { publishedProperty } from '../machines/property-fixtures.ts';

const { listing: _listing, agent: _agent, ...summary } = publishedProperty;

/** Records each request's URL and answers `{ data, metadata }` with status 200. */
const recording = (data: unknown, sent: URL[], total = 17): ApiClient =>
  createApiClient({
    apiKey: 'key-1',
    accessToken: () => 'token-1',
    baseUrl: 'http://agentes.test/',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new URL(new Request(input, init).url));
      return new Response(JSON.stringify({ data, metadata: { pagination: { limit: 16, offset: 16, total } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });

describe('properties services', () => {
  it('GET /properties sends the statuses as a comma list and the filters that are set, and decodes the page', async () => {
    const sent: URL[] = [];
    const page = await properties(
      { statuses: [2], searchQuery: '  chacao ', propertyType: 'pt-1', minPrice: 1000, maxPrice: undefined, limit: 16, offset: 16 },
      recording([summary], sent),
    );
    expect(sent[0]?.pathname).toBe('/rest/v1/properties');
    expect(Object.fromEntries(sent[0]?.searchParams ?? [])).toEqual({
      statuses: '2',
      searchQuery: 'chacao',
      propertyType: 'pt-1',
      minPrice: '1000',
      limit: '16',
      offset: '16',
    });
    expect(page.items).toEqual([summary]);
    expect(page.pagination).toEqual({ limit: 16, offset: 16, total: 17 });

    await properties({ searchQuery: '   ' }, recording([], sent));
    expect(sent[1]?.searchParams.has('searchQuery')).toBe(false);
    expect(sent[1]?.searchParams.has('statuses')).toBe(false);
  });

  it('refuses an answer that is not a list of properties', async () => {
    await expect(properties({}, recording([{ propertyId: 'p-1' }], []))).rejects.toMatchObject({ type: 'SERVER_ERROR' });
  });

  it('GET /properties/{id} decodes the property with its listing and agent', async () => {
    const sent: URL[] = [];
    await expect(getProperty('p 1/2', recording(publishedProperty, sent))).resolves.toEqual(publishedProperty);
    expect(sent[0]?.pathname).toBe('/rest/v1/properties/p%201%2F2');
  });
});
