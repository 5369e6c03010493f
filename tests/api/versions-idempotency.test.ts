/**
 * Issue 21, "Two tabs, one draft" and idempotent creates: the draft's and the customer's version
 * as a strong ETag on the read and on every write's answer; a write whose If-Match names an older
 * version is refused (412) with nothing written; a write without If-Match is accepted as before.
 * A create with an Idempotency-Key creates once, however often and however concurrently repeated.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectNothingWritten, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { ApiResponse, TestServer } from './harness.ts';
import { createTenant, taskBody, tenantBody, tenantUpdateBody, type TenantData } from './support/customers.ts';
import { REFS, basicBody, createDraft, locationBody } from './support/drafts.ts';

let server: TestServer;
let agent: { token: string };
let other: { token: string };

beforeAll(async () => {
  server = await startServer();
  agent = await signUp(server);
  other = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

const etagOf = (response: ApiResponse): string => {
  const etag = response.headers.get('etag');
  expect(etag, `ETag of ${response.status} ${response.text.slice(0, 200)}`).toMatch(/^"v\d+"$/);
  return etag as string;
};

/** Rows of a table now (the tests of this file run one after the other: deltas are theirs). */
const rowsOf = async (table: string): Promise<number> => (await server.snapshot())[table] ?? 0;

describe('draft versions (ETag / If-Match)', () => {
  it('GET and every write answer a strong ETag that changes with each write, compressed or not', async () => {
    const draft = await createDraft(server, agent.token);
    const read = await server.api('GET', `/property-drafts/${draft.propertyDraftId}`, { token: agent.token, headers: { 'accept-encoding': 'br, gzip' } });
    expectOk(read);
    const first = etagOf(read);
    const writes: Array<[string, string, unknown]> = [
      ['PUT', '', basicBody()],
      ['PUT', `/enviroments/${REFS.habitacion}`, { quantity: 3 }],
      ['PUT', '/location', locationBody()],
      ['PUT', '/details', { propertyDetailType: REFS.size, value: '120' }],
      ['DELETE', `/details/${REFS.size}`, undefined],
    ];
    const seen = [first];
    for (const [method, rest, body] of writes) {
      const answer = await server.api(method, `/property-drafts/${draft.propertyDraftId}${rest}`, {
        token: agent.token,
        body,
        headers: { 'if-match': seen.at(-1) as string, 'accept-encoding': 'br, gzip' },
      });
      expectOk(answer);
      const etag = etagOf(answer);
      expect(seen).not.toContain(etag);
      seen.push(etag);
    }
    const again = await server.api('GET', `/property-drafts/${draft.propertyDraftId}`, { token: agent.token, headers: { 'accept-encoding': 'gzip' } });
    expect(etagOf(again)).toBe(seen.at(-1));
  });

  it('refuses a stale If-Match with 412 PROPERTY_DRAFT_CHANGED and writes nothing; no If-Match and * are accepted', async () => {
    const draft = await createDraft(server, agent.token);
    const path = `/property-drafts/${draft.propertyDraftId}`;
    const stale = etagOf(await server.api('GET', path, { token: agent.token }));
    // Tab A saves a price.
    const saved = await server.api('PUT', path, { token: agent.token, body: basicBody({ price: 150_000 }), headers: { 'if-match': stale } });
    const fresh = etagOf(saved);
    // Tab B, stale, saves another price, then a part: refused, nothing written.
    const before = await server.dump();
    await expectNothingWritten(server, async () => {
      expectError(await server.api('PUT', path, { token: agent.token, body: basicBody({ price: 90_000 }), headers: { 'if-match': stale } }), 'PROPERTY_DRAFT_CHANGED');
      expectError(
        await server.api('PUT', `${path}/enviroments/${REFS.bano}`, { token: agent.token, body: { quantity: 2 }, headers: { 'if-match': stale } }),
        'PROPERTY_DRAFT_CHANGED',
      );
      expectError(await server.api('PUT', path, { token: agent.token, body: basicBody(), headers: { 'if-match': 'v2' } }), 'PROPERTY_DRAFT_CHANGED');
    });
    expect(await server.dump()).toBe(before);
    const stored = expectOk(await server.api('GET', path, { token: agent.token }));
    expect(stored.data.price).toBe(150_000);
    // A list naming the current one matches; * matches any; no If-Match is the spec's plain call.
    const listed = await server.api('PUT', path, { token: agent.token, body: basicBody({ price: 160_000 }), headers: { 'if-match': `${stale}, ${fresh}` } });
    expectOk(listed);
    expectOk(await server.api('PUT', path, { token: agent.token, body: basicBody({ price: 170_000 }), headers: { 'if-match': '*' } }));
    const plain = await server.api('PUT', path, { token: agent.token, body: basicBody({ price: 180_000 }) });
    expect(expectOk(plain).data.price).toBe(180_000);
    expect(etagOf(plain)).toBe('"v5"');
  });

  it("another agent's draft stays not found, If-Match or not", async () => {
    const draft = await createDraft(server, agent.token);
    expectError(
      await server.api('PUT', `/property-drafts/${draft.propertyDraftId}`, { token: other.token, body: basicBody(), headers: { 'if-match': '"v1"' } }),
      'PROPERTY_DRAFT_NOT_FOUND',
    );
  });

  it('two writes racing from one version: exactly one wins', async () => {
    const draft = await createDraft(server, agent.token);
    const path = `/property-drafts/${draft.propertyDraftId}`;
    const etag = etagOf(await server.api('GET', path, { token: agent.token }));
    const answers = await Promise.all(
      [100_000, 200_000, 300_000, 400_000].map((price) => server.api('PUT', path, { token: agent.token, body: basicBody({ price }), headers: { 'if-match': etag } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) expectError(answer, 'PROPERTY_DRAFT_CHANGED');
  });
});

describe('customer versions (ETag / If-Match)', () => {
  it('GET and PUT answer the ETag; a stale If-Match is 412 TENANT_CHANGED with nothing written', async () => {
    const tenant = await createTenant(server, agent.token);
    const path = `/tenants/${tenant.tenantId}`;
    const read = await server.api('GET', path, { token: agent.token });
    const stale = etagOf(read);
    const saved = await server.api('PUT', path, { token: agent.token, body: tenantUpdateBody(tenant, { firstName: 'Carla' }), headers: { 'if-match': stale } });
    const fresh = etagOf(saved);
    expect(fresh).not.toBe(stale);
    expect(etagOf(await server.api('GET', path, { token: agent.token }))).toBe(fresh);
    const before = await server.dump();
    expectError(
      await server.api('PUT', path, { token: agent.token, body: tenantUpdateBody(tenant, { firstName: 'Carlos' }), headers: { 'if-match': stale } }),
      'TENANT_CHANGED',
    );
    expect(await server.dump()).toBe(before);
    const plain = expectOk(await server.api('PUT', path, { token: agent.token, body: tenantUpdateBody(tenant, { firstName: 'Carla', lastName: 'Pérez' }) }));
    expect((plain.data as TenantData).lastName).toBe('Pérez');
  });
});

describe('Idempotency-Key on creates', () => {
  it('a repeated draft create answers the first draft; one row', async () => {
    const agentNow = await signUp(server);
    const key = randomUUID();
    const before = await rowsOf('property_drafts');
    const first = await server.api('POST', '/property-drafts', { token: agentNow.token, headers: { 'idempotency-key': key } });
    const again = await server.api('POST', '/property-drafts', { token: agentNow.token, headers: { 'idempotency-key': key } });
    expect(expectOk(again, 201).data).toEqual(expectOk(first, 201).data);
    expect(etagOf(again)).toBe('"v1"');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf('property_drafts')).toBe(before + 1);
    // Another agent's identical key is theirs alone.
    const theirs = await server.api('POST', '/property-drafts', { token: other.token, headers: { 'idempotency-key': key } });
    expect(expectOk(theirs, 201).data.propertyDraftId).not.toBe(first.body?.data.propertyDraftId);
  });

  it('a customer create repeated answers the first customer; another body under the key is 422', async () => {
    const key = randomUUID();
    const body = tenantBody();
    const first = expectOk(await server.api('POST', '/tenants', { token: agent.token, body, headers: { 'idempotency-key': key } }), 201);
    const again = expectOk(await server.api('POST', '/tenants', { token: agent.token, body, headers: { 'idempotency-key': key } }), 201);
    expect(again.data.tenantId).toBe(first.data.tenantId);
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('POST', '/tenants', { token: agent.token, body: tenantBody(), headers: { 'idempotency-key': key } }),
        'IDEMPOTENCY_KEY_REUSED',
      );
    });
  });

  it('a task create repeated answers the first task', async () => {
    const tenant = await createTenant(server, agent.token);
    const key = randomUUID();
    const body = taskBody();
    const path = `/tenants/${tenant.tenantId}/tasks`;
    const before = await rowsOf('tasks');
    const first = expectOk(await server.api('POST', path, { token: agent.token, body, headers: { 'idempotency-key': key } }), 201);
    const again = expectOk(await server.api('POST', path, { token: agent.token, body, headers: { 'idempotency-key': key } }), 201);
    expect(again.data).toEqual(first.data);
    expect(await rowsOf('tasks')).toBe(before + 1);
  });

  it('parallel requests with one key create once', async () => {
    const agentNow = await signUp(server);
    const key = randomUUID();
    const body = tenantBody();
    const before = { tenants: await rowsOf('tenants'), drafts: await rowsOf('property_drafts') };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.api('POST', '/tenants', { token: agentNow.token, body, headers: { 'idempotency-key': key } })),
    );
    const ids = new Set(answers.map((answer) => expectOk(answer, 201).data.tenantId));
    expect(ids.size).toBe(1);
    const draftKey = randomUUID();
    const drafts = await Promise.all(
      Array.from({ length: 6 }, () => server.api('POST', '/property-drafts', { token: agentNow.token, headers: { 'idempotency-key': draftKey } })),
    );
    expect(new Set(drafts.map((answer) => expectOk(answer, 201).data.propertyDraftId)).size).toBe(1);
    expect(await rowsOf('tenants')).toBe(before.tenants + 1);
    expect(await rowsOf('property_drafts')).toBe(before.drafts + 1);
  });

  it('a failed create gives its key back: the repeat runs again (and fails again, nothing kept)', async () => {
    const key = randomUUID();
    const body = tenantBody({ location: 've-miranda-chacao' });
    await expectNothingWritten(server, async () => {
      expectValidationError(await server.api('POST', '/tenants', { token: agent.token, body, headers: { 'idempotency-key': key } }), 'location');
    });
    expectValidationError(await server.api('POST', '/tenants', { token: agent.token, body, headers: { 'idempotency-key': key } }), 'location');
  });

  it.each([['x'.repeat(101)], ['clave con espacios'], ['clave\u00e9']])('refuses the key %j with 400 and writes nothing', async (key) => {
    await expectNothingWritten(server, async () => {
      const answer = await server.api('POST', '/tenants', { token: agent.token, body: tenantBody(), headers: { 'idempotency-key': key } });
      expectError(answer, 'VALIDATION_ERROR');
      expect(answer.body?.metadata.error?.message).toContain('Idempotency-Key');
    });
  });

  it('keys expire after 24 h: a repeat then creates again', async () => {
    const agentNow = await signUp(server);
    const key = randomUUID();
    const before = await rowsOf('property_drafts');
    const first = expectOk(await server.api('POST', '/property-drafts', { token: agentNow.token, headers: { 'idempotency-key': key } }), 201);
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = expectOk(await server.api('POST', '/property-drafts', { token: agentNow.token, headers: { 'idempotency-key': key } }), 201);
    expect(later.data.propertyDraftId).not.toBe(first.data.propertyDraftId);
    expect(await rowsOf('property_drafts')).toBe(before + 2);
  });
});
