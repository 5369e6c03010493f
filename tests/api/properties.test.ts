/**
 * GET /properties and GET /properties/{id} (issue 11, spec 03 §7): the drafts list's filters
 * (statuses, price range, type, operation, search over the address and the code) with real
 * pagination, newest first; and the scoping of every new route: another agent's property or draft
 * answers like a missing one and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorType } from '../../src/schema/errors.ts';
import { expectError, expectNothingWritten, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { RequestOptions, SignedUpAgent, TestServer } from './harness.ts';
import { MISSING_DRAFT_ID, REFS, draftOf } from './support/drafts.ts';
import { propertiesList, propertyOf, publish, publishableDraft, waitForPublished } from './support/publishing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

interface Published {
  readonly draftId: string;
  readonly propertyId: string;
  readonly slug: string;
}

async function published(agent: SignedUpAgent, basics: Record<string, unknown> = {}, location: Record<string, unknown> = {}): Promise<Published> {
  const draft = await publishableDraft(server, agent.token, { basics, location });
  draftOf(await publish(server, agent.token, draft.propertyDraftId));
  const done = await waitForPublished(server, agent.token, draft.propertyDraftId);
  return { draftId: draft.propertyDraftId, propertyId: done.property?.propertyId as string, slug: done.property?.slug as string };
}

describe('GET /properties', () => {
  let agent: SignedUpAgent;
  let sale: Published;
  let rent: Published;
  let house: Published;
  let baruta: Published;
  beforeAll(async () => {
    agent = await signUp(server);
    sale = await published(agent, { price: 100_000, code: 'VEN-001' });
    rent = await published(agent, { price: 900, operationType: 1, code: 'ALQ-002' });
    house = await published(agent, { price: 250_000, propertyType: REFS.casa, code: 'CAS-003' });
    baruta = await published(agent, { price: 180_000, code: 'BAR-004' }, { address: 'Calle Los Samanes, Quinta Bella', location: REFS.baruta.id, latitude: 10.43, longitude: -66.87 });
  }, 120_000);

  const ids = (items: ReadonlyArray<{ propertyId: string }>) => items.map((item) => item.propertyId);

  it('lists the agent’s properties newest first, with the total', async () => {
    const page = await propertiesList(server, agent.token);
    expect(ids(page.items)).toEqual([baruta, house, rent, sale].map((entry) => entry.propertyId));
    expect(page).toMatchObject({ total: 4, limit: 16, offset: 0 });
    expect(page.items[0]).toMatchObject({ status: 2, slug: baruta.slug, propertyDraftId: baruta.draftId, code: 'BAR-004', address: { location: 'Baruta' } });
  });

  it('pages for real: limit and offset, the total of all matches', async () => {
    const first = await propertiesList(server, agent.token, '?limit=3');
    const second = await propertiesList(server, agent.token, '?limit=3&offset=3');
    expect(first).toMatchObject({ total: 4, limit: 3, offset: 0 });
    expect(second).toMatchObject({ total: 4, limit: 3, offset: 3 });
    expect([...ids(first.items), ...ids(second.items)]).toEqual([baruta, house, rent, sale].map((entry) => entry.propertyId));
  });

  it.each([
    ['minPrice', '?minPrice=180000', () => [baruta, house]],
    ['maxPrice', '?maxPrice=100000', () => [rent, sale]],
    ['a price range', '?minPrice=100000&maxPrice=200000', () => [baruta, sale]],
    ['propertyType', `?propertyType=${REFS.casa}`, () => [house]],
    ['operationType rent', '?operationType=1', () => [rent]],
    ['operationType sale', '?operationType=2', () => [baruta, house, sale]],
    ['searchQuery over the code', '?searchQuery=alq-0', () => [rent]],
    ['searchQuery over the address, accents folded', '?searchQuery=QUINTA%20bella', () => [baruta]],
    ['searchQuery over the locality', '?searchQuery=baruta', () => [baruta]],
    ['statuses=2', '?statuses=2', () => [baruta, house, rent, sale]],
    ['statuses=1 (none publishing now)', '?statuses=1', () => []],
    ['a search that matches nothing', '?searchQuery=zzz', () => []],
  ] as const)('filters by %s', async (_name, query, expected) => {
    const page = await propertiesList(server, agent.token, query);
    expect(ids(page.items)).toEqual(expected().map((entry) => entry.propertyId));
    expect(page.total).toBe(expected().length);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?minPrice=-1', '?limit=0', '?statuses=4', '?operationType=3', '?minPrice=10&maxPrice=5', '?propertyType=a%20b']) {
      expectError(await server.api('GET', `/properties${query}`, { token: agent.token }), 'VALIDATION_ERROR');
    }
    expectValidationError(await server.api('GET', '/properties?minPrice=10&maxPrice=5', { token: agent.token }), 'minPrice');
  });

  it('GET /properties/{id} answers the listing and the agent card', async () => {
    const property = await propertyOf(server, agent.token, house.propertyId);
    expect(property).toMatchObject({ propertyId: house.propertyId, propertyType: 'Casa', price: 250_000, listing: { propertyType: 'Casa', price: 250_000 }, agent: { agentId: agent.agent.agentId } });
  });
});

describe('scoping of the publishing and property routes', () => {
  let a: SignedUpAgent;
  let b: SignedUpAgent;
  let ofA: Published;
  beforeAll(async () => {
    a = await signUp(server);
    b = await signUp(server);
    ofA = await published(a);
    await published(b);
  }, 60_000);

  const view = async () => ({
    property: await propertyOf(server, a.token, ofA.propertyId),
    list: (await propertiesList(server, a.token)).items,
    draft: draftOf(await server.api('GET', `/property-drafts/${ofA.draftId}`, { token: a.token })),
  });

  async function refusedUnchanged(call: () => Promise<void>) {
    const before = await view();
    await expectNothingWritten(server, call);
    expect(await view()).toEqual(before);
  }

  it('another agent’s property answers PROPERTY_NOT_FOUND, as a missing one', async () => {
    await refusedUnchanged(async () => {
      expectError(await server.api('GET', `/properties/${ofA.propertyId}`, { token: b.token }), 'PROPERTY_NOT_FOUND');
      expectError(await server.api('GET', `/properties/${MISSING_DRAFT_ID}`, { token: b.token }), 'PROPERTY_NOT_FOUND');
    });
  });

  it('another agent’s list never shows it', async () => {
    const list = await propertiesList(server, b.token, '?statuses=1,2,3');
    expect(list.items.map((item) => item.propertyId)).not.toContain(ofA.propertyId);
    expect(list.total).toBe(1);
    expect(list.items.every((item) => item.agentId === b.agent.agentId)).toBe(true);
  });

  it('publishing another agent’s draft answers PROPERTY_DRAFT_NOT_FOUND and writes nothing, published or pending', async () => {
    const pending = await publishableDraft(server, a.token);
    await refusedUnchanged(async () => {
      expectError(await publish(server, b.token, ofA.draftId), 'PROPERTY_DRAFT_NOT_FOUND');
      expectError(await publish(server, b.token, pending.propertyDraftId), 'PROPERTY_DRAFT_NOT_FOUND');
      expectError(await publish(server, b.token, MISSING_DRAFT_ID), 'PROPERTY_DRAFT_NOT_FOUND');
    });
    expect(draftOf(await server.api('GET', `/property-drafts/${pending.propertyDraftId}`, { token: a.token })).status).toBe(1);
  });

  const routes: Array<[string, string, () => string]> = [
    ['GET', 'list', () => '/properties'],
    ['GET', 'one', () => `/properties/${ofA.propertyId}`],
    ['PUT', 'publish', () => `/property-drafts/${ofA.draftId}/publish`],
  ];
  const faults: Array<[string, ErrorType, () => RequestOptions]> = [
    ['no API key', 'API_KEY_INVALID', () => ({ token: a.token, apiKey: null })],
    ['a wrong API key', 'API_KEY_INVALID', () => ({ token: a.token, apiKey: 'otra-clave' })],
    ['no bearer token', 'ACCESS_TOKEN_INVALID', () => ({})],
    ['a garbage bearer token', 'ACCESS_TOKEN_INVALID', () => ({ token: 'esto-no-es-un-token-valido-en-absoluto' })],
  ];
  it.each(routes.flatMap(([method, name, path]) => faults.map(([label, type, options]) => [`${method} ${name} with ${label}`, method, path, type, options] as const)))(
    '%s → 401, nothing written',
    async (_name, method, path, type, options) => {
      await refusedUnchanged(async () => {
        expectError(await server.api(method, path(), options()), type);
      });
    },
  );

  it('the owner reads both', async () => {
    expectOk(await server.api('GET', `/properties/${ofA.propertyId}`, { token: a.token }));
  });
});
