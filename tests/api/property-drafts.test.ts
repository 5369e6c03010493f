/**
 * Property drafts (issue 10, spec 03 §7): the list with its filters and real pagination, one
 * draft, a new draft (completed task 4 on the first), the basic data with the description
 * sanitised on the server, the composed title, and the draft that can no longer be edited.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { PropertyDraft, PropertyDraftSummary } from '../../src/schema/property-draft.ts';
import { PropertyDraftSummary as SummarySchema } from '../../src/schema/property-draft.ts';
import { decoder } from '../../src/schema/decode.ts';
import * as Schema from 'effect/Schema';
import { expectError, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import { MISSING_DRAFT_ID, REFS, basicBody, createDraft, draftOf, locationBody, saveBasics } from './support/drafts.ts';

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

const decodeSummaries = decoder(Schema.Array(SummarySchema), { strict: true });

async function listOf(token: string, query = ''): Promise<{ items: PropertyDraftSummary[]; pagination: unknown }> {
  const body = expectOk(await server.api('GET', `/property-drafts${query}`, { token }));
  const decoded = decodeSummaries(body.data);
  expect(decoded.ok, decoded.ok ? '' : decoded.message).toBe(true);
  return { items: body.data, pagination: body.metadata.pagination };
}

/** Marks a draft as publishing behind the server's back (issue 11 does it through publishing). */
const markPublishing = (draftId: string) => server.database.execute(`update property_drafts set status = 2 where id = '${draftId}'`);

describe('GET /property-drafts before any draft', () => {
  it("answers the dashboard's call with an empty list and its pagination", async () => {
    const agent = await signUp(server);
    const body = expectOk(await server.api('GET', '/property-drafts?statuses=1&limit=1', { token: agent.token }));
    expect(body.data).toEqual([]);
    expect(body.metadata.pagination).toEqual({ limit: 1, offset: 0, total: 0 });
    const panel = expectOk(await server.api('GET', '/property-drafts?statuses=2', { token: agent.token }));
    expect(panel.metadata.pagination).toEqual({ limit: 16, offset: 0, total: 0 });
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
    ['maxPrice=-5', 'maxPrice'],
    ['minPrice=900&maxPrice=100', 'minPrice'],
    ['propertyType=a%20b', 'propertyType'],
    [`searchQuery=${'x'.repeat(300)}`, 'searchQuery'],
    ['unknown=1', 'unknown'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    expectValidationError(await server.api('GET', `/property-drafts?${query}`, { token: first.token }), field);
  });
});

describe('POST /property-drafts', () => {
  it('creates an empty pending draft of the caller (201, the whole draft)', async () => {
    const agent = await signUp(server);
    const draft = await createDraft(server, agent.token);
    expect(draft).toMatchObject({
      title: null,
      code: null,
      operationType: null,
      agentId: agent.agent.agentId ?? draft.agentId,
      propertyType: null,
      propertyTypeId: null,
      price: null,
      size: null,
      bathrooms: null,
      bedrooms: null,
      thumbnail: null,
      status: 1,
      postStatus: null,
      address: null,
      description: null,
      instagramPost: null,
      facebookPost: null,
      video: null,
      enviroments: [],
      details: [],
      media: [],
      nearbyPlaces: [],
      property: null,
    });
    expect(draft.createdAt).toBe(draft.updatedAt);
    expect(draftOf(await server.api('GET', `/property-drafts/${draft.propertyDraftId}`, { token: agent.token }))).toEqual(draft);
  });

  it('records completed task 4 (PropertyCreated) on the first draft, once', async () => {
    const agent = await signUp(server);
    const tasks = async () => expectOk(await server.api('GET', '/tasks-completed', { token: agent.token })).data as Array<{ type: number }>;
    expect((await tasks()).filter((task) => task.type === 4)).toHaveLength(0);
    await createDraft(server, agent.token);
    await createDraft(server, agent.token);
    expect((await tasks()).filter((task) => task.type === 4)).toHaveLength(1);
  });

  it('takes no body', async () => {
    const before = await server.snapshot();
    expectValidationError(await server.api('POST', '/property-drafts', { token: first.token, body: { price: 1 } }), 'price');
    expect(await server.snapshot()).toEqual(before);
  });

  it('needs a token', async () => {
    const before = await server.snapshot();
    expectError(await server.api('POST', '/property-drafts'), 'ACCESS_TOKEN_INVALID');
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('GET /property-drafts/{id}', () => {
  it('answers 404 PROPERTY_DRAFT_NOT_FOUND for a missing draft and for another agent’s', async () => {
    const draft = await createDraft(server, first.token);
    expectError(await server.api('GET', `/property-drafts/${MISSING_DRAFT_ID}`, { token: first.token }), 'PROPERTY_DRAFT_NOT_FOUND');
    expectError(await server.api('GET', `/property-drafts/${draft.propertyDraftId}`, { token: second.token }), 'PROPERTY_DRAFT_NOT_FOUND');
  });

  it('refuses an id that is no id', async () => {
    expectValidationError(await server.api('GET', '/property-drafts/a%20b', { token: first.token }), 'id');
  });
});

describe('PUT /property-drafts/{id}', () => {
  it('saves the basic data and composes the title from type, operation and locality', async () => {
    const agent = await signUp(server);
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const draft = await saveBasics(server, agent.token, id);
    expect(draft).toMatchObject({
      title: 'Apartamento en venta',
      propertyType: 'Apartamento',
      propertyTypeId: REFS.apartamento,
      price: 120_000,
      operationType: 2,
      code: 'APT-001',
      description: '<p>Amplio apartamento con <strong>vista al Ávila</strong>, cerca del metro.</p>',
    });
    draftOf(await server.api('PUT', `/property-drafts/${id}/location`, { token: agent.token, body: locationBody() }));
    const rent = await saveBasics(server, agent.token, id, { operationType: 1, propertyType: REFS.casa, code: null, description: null });
    expect(rent).toMatchObject({ title: 'Casa en alquiler en Chacao', code: null, description: null });
    expect(rent.updatedAt >= draft.updatedAt).toBe(true);
  });

  it('sanitises the description: only the allow-listed tags, no attribute that runs code, safe links only', async () => {
    const { propertyDraftId: id } = await createDraft(server, first.token);
    const hostile = [
      '<p onclick="alert(1)" style="color:red">Hermosa casa en <b>La Castellana</b></p>',
      '<script>alert("x")</script><img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">truco</a> <a href="https://ejemplo.com/casa?a=1&b=2" target="_self" onmouseover="x()">ver</a>',
      '<iframe src="https://malo.example"></iframe><svg><script>alert(2)</script></svg>',
      '<ul><li>Dos puestos<li>Pozo de agua</ul><h1>Título</h1><!-- comentario -->',
    ].join('');
    const draft = await saveBasics(server, first.token, id, { description: hostile });
    expect(draft.description).toBe(
      '<p>Hermosa casa en <b>La Castellana</b></p>' +
        '<a>truco</a> <a href="https://ejemplo.com/casa?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">ver</a>' +
        '<ul><li>Dos puestos<li>Pozo de agua</li></li></ul>Título',
    );
  });

  it('holds the description to 15..6000 characters of text (the tags not counted); null is allowed', async () => {
    const { propertyDraftId: id } = await createDraft(server, first.token);
    const tooShort = await server.api('PUT', `/property-drafts/${id}`, { token: first.token, body: basicBody({ description: '<p><strong>Corta</strong></p>' }) });
    expectValidationError(tooShort, 'description');
    const onlyTags = await server.api('PUT', `/property-drafts/${id}`, { token: first.token, body: basicBody({ description: `<p>${'<b></b>'.repeat(10)}</p>` }) });
    expectValidationError(onlyTags, 'description');
    const tooLong = await server.api('PUT', `/property-drafts/${id}`, { token: first.token, body: basicBody({ description: `<p>${'a'.repeat(6001)}</p>` }) });
    expectValidationError(tooLong, 'description');
    const justRight = await saveBasics(server, first.token, id, { description: `<p>${'a'.repeat(6000)}</p>` });
    expect(justRight.description).toHaveLength(6007);
    expect((await saveBasics(server, first.token, id, { description: null })).description).toBeNull();
  });

  it('refuses an unknown property type, writing nothing', async () => {
    const { propertyDraftId: id } = await createDraft(server, first.token);
    const before = draftOf(await server.api('GET', `/property-drafts/${id}`, { token: first.token }));
    expectValidationError(await server.api('PUT', `/property-drafts/${id}`, { token: first.token, body: basicBody({ propertyType: 'pt-castillo' }) }), 'propertyType');
    expect(draftOf(await server.api('GET', `/property-drafts/${id}`, { token: first.token }))).toEqual(before);
  });

  it('a draft being published cannot be edited: 409 PROPERTY_DRAFT_NOT_EDITABLE, nothing written', async () => {
    const { propertyDraftId: id } = await createDraft(server, first.token);
    await markPublishing(id);
    const before = draftOf(await server.api('GET', `/property-drafts/${id}`, { token: first.token }));
    expectError(await server.api('PUT', `/property-drafts/${id}`, { token: first.token, body: basicBody() }), 'PROPERTY_DRAFT_NOT_EDITABLE');
    expect(draftOf(await server.api('GET', `/property-drafts/${id}`, { token: first.token }))).toEqual(before);
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}',
  successStatus: 200,
  async prepare(target) {
    const agent = await signUp(target);
    const draft = await createDraft(target, agent.token);
    const path = `/property-drafts/${draft.propertyDraftId}`;
    return {
      body: basicBody(),
      token: agent.token,
      path,
      verifyUntouched: async () => {
        expect(draftOf(await target.api('GET', path, { token: agent.token }))).toEqual(draft);
      },
    };
  },
  invalidValues: {
    description: [42, true, ['<p>x</p>'], 'Texto con un NUL \u0000 en medio del texto'],
    price: [0, -1, 1.5, '120000', null, 1_000_000_001],
    propertyType: [null, 7, '', 'a b', 'pt-no-existe'],
    operationType: [0, 3, '2', null],
    code: ['AB', 7, '  A  ', 'X'.repeat(31), 'con\u0007control'],
  },
  overlong: { description: `<p>${LONG.name.repeat(3)}</p>`, code: LONG.name, propertyType: LONG.name },
});

describe('the list: filters, search and real pagination', () => {
  let agent: { token: string };
  const made: PropertyDraft[] = [];
  let untouched: PropertyDraft;

  beforeAll(async () => {
    agent = await signUp(server);
    const specs = [
      { propertyType: REFS.apartamento, operationType: 2, price: 95_000, code: 'CHA-101', address: 'Av. Francisco de Miranda, Chacao' },
      { propertyType: REFS.casa, operationType: 1, price: 1_200, code: 'BAR-202', address: 'Calle París, Las Mercedes' },
      { propertyType: REFS.oficina, operationType: 2, price: 300_000, code: 'OFI-303', address: 'Torre Británica, Altamira' },
    ];
    for (const spec of specs) {
      const { propertyDraftId: id } = await createDraft(server, agent.token);
      await saveBasics(server, agent.token, id, { propertyType: spec.propertyType, operationType: spec.operationType, price: spec.price, code: spec.code });
      made.push(draftOf(await server.api('PUT', `/property-drafts/${id}/location`, { token: agent.token, body: locationBody({ address: spec.address }) })));
    }
    // An untouched one, newest of all: never listed (issue 21).
    untouched = await createDraft(server, agent.token);
  });

  const ids = (items: readonly PropertyDraftSummary[]) => items.map((item) => item.propertyDraftId);

  it('lists newest first with the real total', async () => {
    const { items, pagination } = await listOf(agent.token, '?statuses=1,2');
    expect(ids(items)).toEqual(ids([...made].reverse()));
    expect(pagination).toEqual({ limit: 16, offset: 0, total: 3 });
    expect(ids(items)).not.toContain(untouched.propertyDraftId);
    expect(items[0]).toMatchObject({ title: 'Oficina en venta en Chacao', propertyType: 'Oficina', price: 300_000, code: 'OFI-303' });
    expect(items[0]?.address).toEqual({
      address: 'Torre Británica, Altamira',
      countryState: 'Miranda',
      location: 'Chacao',
      latitude: 10.4961,
      longitude: -66.8531,
      countryStateId: REFS.miranda,
      countryLocationId: REFS.chacao.id,
    });
  });

  it('pages', async () => {
    const page = await listOf(agent.token, '?limit=2&offset=1');
    expect(ids(page.items)).toEqual(ids([made[1], made[0]] as PropertyDraft[]));
    expect(page.pagination).toEqual({ limit: 2, offset: 1, total: 3 });
    expect((await listOf(agent.token, '?offset=10')).items).toEqual([]);
  });

  it('filters by status, price range, type and operation', async () => {
    expect((await listOf(agent.token, '?statuses=2')).items).toEqual([]);
    expect(ids((await listOf(agent.token, '?minPrice=1000&maxPrice=100000')).items)).toEqual(ids([made[1], made[0]] as PropertyDraft[]));
    expect(ids((await listOf(agent.token, '?minPrice=100000')).items)).toEqual(ids([made[2]] as PropertyDraft[]));
    expect(ids((await listOf(agent.token, `?propertyType=${REFS.casa}`)).items)).toEqual(ids([made[1]] as PropertyDraft[]));
    expect(ids((await listOf(agent.token, '?operationType=2')).items)).toEqual(ids([made[2], made[0]] as PropertyDraft[]));
    expect((await listOf(agent.token, '?operationType=2&propertyType=pt-casa')).pagination).toMatchObject({ total: 0 });
  });

  it('searches the address and the code without accents or case, LIKE wildcards taken literally', async () => {
    expect(ids((await listOf(agent.token, '?searchQuery=BRITANICA')).items)).toEqual(ids([made[2]] as PropertyDraft[]));
    expect(ids((await listOf(agent.token, '?searchQuery=paris')).items)).toEqual(ids([made[1]] as PropertyDraft[]));
    expect(ids((await listOf(agent.token, '?searchQuery=cha-101')).items)).toEqual(ids([made[0]] as PropertyDraft[]));
    expect((await listOf(agent.token, '?searchQuery=chacao')).pagination).toMatchObject({ total: 3 });
    expect((await listOf(agent.token, '?searchQuery=%25')).items).toEqual([]);
    expect((await listOf(agent.token, '?searchQuery=_')).items).toEqual([]);
    expect((await listOf(agent.token, '?searchQuery=%20%20')).pagination).toMatchObject({ total: 3 });
  });

  it('a publishing draft shows in the publishing panel and not as pending', async () => {
    const draft = made[0] as PropertyDraft;
    await markPublishing(draft.propertyDraftId);
    expect(ids((await listOf(agent.token, '?statuses=2')).items)).toEqual([draft.propertyDraftId]);
    expect((await listOf(agent.token, '?statuses=1')).pagination).toMatchObject({ total: 2 });
  });

  it("another agent never sees them", async () => {
    const other = await signUp(server);
    expect((await listOf(other.token, '?statuses=1,2,3')).pagination).toMatchObject({ total: 0 });
  });
});

describe('creating drafts: limited per agent (issue 20)', () => {
  const MAX = 30;
  let limited: TestServer;
  beforeAll(async () => {
    // The production default (30 a minute), not the harness's relaxed one.
    limited = await startServer({ draftRateLimit: loadConfig({}).draftRateLimit });
  });
  afterAll(async () => {
    await limited?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to 30 a minute; DRAFT_RATE_LIMIT_MAX changes the number', () => {
    expect(loadConfig({}).draftRateLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(loadConfig({ DRAFT_RATE_LIMIT_MAX: '5' }).draftRateLimit).toEqual({ max: 5, windowMs: 60_000 });
    expect(() => loadConfig({ DRAFT_RATE_LIMIT_MAX: '0' })).toThrow(/DRAFT_RATE_LIMIT_MAX/);
  });

  it('a burst of 40 (the probe made 300 in 1.2 s) creates 30; the rest → 429 with Retry-After and no draft; another agent is unaffected; the next minute lifts it', async () => {
    const script = await signUp(limited);
    const other = await signUp(limited);
    // The limiter's window runs on Date: freeze it, then move it on.
    // Row counts (the list leaves out the untouched drafts these are: issue 21).
    const countOf = async (): Promise<number> => (await limited.snapshot())['property_drafts'] ?? 0;
    const before = await countOf();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const answers = await Promise.all(Array.from({ length: 40 }, () => limited.api('POST', '/property-drafts', { token: script.token })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expectError(answer, 'TOO_MANY_REQUESTS');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    expect(await countOf()).toBe(before + MAX);

    expectOk(await limited.api('POST', '/property-drafts', { token: other.token }), 201);

    vi.setSystemTime(start + 60_001);
    expectOk(await limited.api('POST', '/property-drafts', { token: script.token }), 201);
  });
});
