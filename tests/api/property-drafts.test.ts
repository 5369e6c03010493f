import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';

/**
 * GET /property-drafts (issue 9): what the dashboard ('Continua publicando', statuses=1&limit=1)
 * and the shell's publishing panel (statuses=2) ask. Until drafts can be created every agent has
 * none; the answer is already the spec's list envelope, private, and strict about its query.
 */
let server: TestServer;
let first: { token: string };
let second: { token: string };

beforeAll(async () => {
  server = await startServer();
  first = await signUp(server);
  second = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /property-drafts', () => {
  it("answers the dashboard's call with an empty list and its pagination", async () => {
    const body = expectOk(await server.api('GET', '/property-drafts?statuses=1&limit=1', { token: first.token }));
    expect(body.data).toEqual([]);
    expect(body.metadata.pagination).toEqual({ limit: 1, offset: 0, total: 0 });
  });

  it("answers the publishing panel's call and the drafts list's defaults (16 a page)", async () => {
    const panel = expectOk(await server.api('GET', '/property-drafts?statuses=2', { token: first.token }));
    expect(panel.data).toEqual([]);
    expect(panel.metadata.pagination).toEqual({ limit: 16, offset: 0, total: 0 });
    const list = expectOk(
      await server.api('GET', '/property-drafts?statuses=1,2&offset=16&minPrice=100&maxPrice=900&operationType=2&searchQuery=casa', {
        token: first.token,
      }),
    );
    expect(list.metadata.pagination).toEqual({ limit: 16, offset: 16, total: 0 });
  });

  it("gives a second agent their own (empty) list, never the first agent's", async () => {
    const body = expectOk(await server.api('GET', '/property-drafts?statuses=1,2,3', { token: second.token }));
    expect(body.data).toEqual([]);
    expect(body.metadata.pagination?.total).toBe(0);
  });

  it('is private: no token or a bad one answers 401', async () => {
    expectError(await server.api('GET', '/property-drafts?statuses=1&limit=1'), 'ACCESS_TOKEN_INVALID');
    expectError(await server.api('GET', '/property-drafts', { token: 'not-a-token' }), 'ACCESS_TOKEN_INVALID');
  });

  it.each([
    ['statuses=4', 'statuses'],
    ['statuses=1,', 'statuses'],
    ['statuses=pending', 'statuses'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['operationType=3', 'operationType'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=900&maxPrice=100', 'minPrice'],
    ['propertyType=a%20b', 'propertyType'],
    ['unknown=1', 'unknown'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    expectValidationError(await server.api('GET', `/property-drafts?${query}`, { token: first.token }), field);
  });
});
