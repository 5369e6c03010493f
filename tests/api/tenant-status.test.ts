import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ACTIVITY_TITLE, Tenant, TenantActivity } from '../../src/schema/tenant.ts';
import {
  ISO_UTC,
  MISSING_ID,
  activitiesOf,
  createTask,
  createTenant,
  expectSchema,
  getTenant,
  taskBody,
} from './support/customers.ts';
import type { ActivityData, TenantData } from './support/customers.ts';
import { expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { RequestOptions, TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

type StatusAction = 'disabled' | 'enabled';
const change = (token: string, tenantId: string, action: StatusAction, options: RequestOptions = {}) =>
  server.api('PUT', `/tenants/${tenantId}/${action}`, { token, ...options });
async function agentWithTenant() {
  const { token } = await signUp(server);
  return { token, tenant: await createTenant(server, token) };
}
let queryCase: ReturnType<typeof agentWithTenant> | undefined;
const eventsOf = (activities: readonly ActivityData[]) => activities.map((activity) => [activity.index, activity.eventType]);

describe('PUT /tenants/{id}/disabled and /enabled', () => {
  it('archives (status 2, activity 2) and activates (status 1, activity 3)', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);

    const archived = expectOk(await change(token, tenant.tenantId, 'disabled')).data as TenantData;
    expectSchema(Tenant, archived);
    expect(archived).toMatchObject({ tenantId: tenant.tenantId, status: 2, fullName: tenant.fullName });
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(archived);
    expect(eventsOf(await activitiesOf(server, token, tenant.tenantId))).toEqual([
      [2, 2],
      [1, 1],
    ]);

    const activated = expectOk(await change(token, tenant.tenantId, 'enabled')).data as TenantData;
    expect(activated.status).toBe(1);
    const activities = await activitiesOf(server, token, tenant.tenantId);
    expect(eventsOf(activities)).toEqual([
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
    expect(activities.map((activity) => activity.title)).toEqual([
      TENANT_ACTIVITY_TITLE[3],
      TENANT_ACTIVITY_TITLE[2],
      TENANT_ACTIVITY_TITLE[1],
    ]);
  });

  it.each([
    ['no body', {}],
    ['an empty JSON object', { body: {} }],
  ] as const)('accepts %s', async (_name, options) => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    expect(expectOk(await change(token, tenant.tenantId, 'disabled', options)).data.status).toBe(2);
    expect(expectOk(await change(token, tenant.tenantId, 'enabled', options)).data.status).toBe(1);
  });

  it('refuses a body with fields (the calls take none): 400, nothing changed', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    await expectNothingWritten(server, async () => {
      expectError(await change(token, tenant.tenantId, 'disabled', { body: { status: 2 } }), 'VALIDATION_ERROR');
    });
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(tenant);
  });

  it('repeating a change is a no-op 200 without a new activity', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    // Enabling an active customer changes nothing.
    await expectNothingWritten(server, async () => {
      expect(expectOk(await change(token, tenant.tenantId, 'enabled')).data.status).toBe(1);
    });
    expectOk(await change(token, tenant.tenantId, 'disabled'));
    await expectNothingWritten(server, async () => {
      expect(expectOk(await change(token, tenant.tenantId, 'disabled')).data.status).toBe(2);
    });
    expect(eventsOf(await activitiesOf(server, token, tenant.tenantId))).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it('three simultaneous archive calls: all 200, one activity 2', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const responses = await Promise.all([0, 1, 2].map(() => change(token, tenant.tenantId, 'disabled')));
    expect(responses.map((r) => r.status), responses.map((r) => r.text).join('\n')).toEqual([200, 200, 200]);
    expect(eventsOf(await activitiesOf(server, token, tenant.tenantId))).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it('archiving while a task is added: both recorded, indexes 1, 2, 3', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const responses = await Promise.all([
      change(token, tenant.tenantId, 'disabled'),
      server.api('POST', `/tenants/${tenant.tenantId}/tasks`, { body: taskBody({}, server.clock.now()), token }),
    ]);
    expect(responses.map((r) => r.status), responses.map((r) => r.text).join('\n')).toEqual([200, 201]);
    const activities = await activitiesOf(server, token, tenant.tenantId);
    expect(activities.map((activity) => activity.index)).toEqual([3, 2, 1]);
    expect(activities.map((activity) => activity.eventType).sort()).toEqual([1, 2, 4]);
  });

  it.each(['disabled', 'enabled'] as const)('%s: TENANT_NOT_FOUND for an unknown id, nothing written', async (action) => {
    const { token } = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectError(await change(token, MISSING_ID, action), 'TENANT_NOT_FOUND');
    });
  });
});

describe('GET /tenants/{id}/activities', () => {
  it('each activity has the contract shape; index grows 1, 2, 3… and the list runs newest first', async () => {
    const { token, agent } = await signUp(server);
    const tenant = await createTenant(server, token);
    await createTask(server, token, tenant.tenantId);
    expectOk(await change(token, tenant.tenantId, 'disabled'));
    expectOk(await change(token, tenant.tenantId, 'enabled'));
    await createTask(server, token, tenant.tenantId);

    const body = expectOk(await server.api('GET', `/tenants/${tenant.tenantId}/activities`, { token }));
    const activities = body.data as ActivityData[];
    for (const activity of activities) {
      expectSchema(TenantActivity, activity);
      expect(activity).toMatchObject({ tenantId: tenant.tenantId, agentId: agent.agentId });
      expect(activity.title).toBe(TENANT_ACTIVITY_TITLE[activity.eventType as 1 | 2 | 3 | 4]);
      expect(activity.createdAt).toMatch(ISO_UTC);
    }
    expect(eventsOf(activities)).toEqual([
      [5, 4],
      [4, 3],
      [3, 2],
      [2, 4],
      [1, 1],
    ]);
    expect(new Set(activities.map((activity) => activity.activityId)).size).toBe(5);
    const times = activities.map((activity) => Date.parse(activity.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.metadata.pagination).toEqual({ limit: 20, offset: 0, total: 5 });
  });

  it('pages 20 by default, with limit and offset and the total', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    for (let i = 0; i < 11; i++) {
      expectOk(await change(token, tenant.tenantId, 'disabled'));
      expectOk(await change(token, tenant.tenantId, 'enabled'));
    }
    // 1 added + 22 changes.
    const first = expectOk(await server.api('GET', `/tenants/${tenant.tenantId}/activities`, { token }));
    expect(first.metadata.pagination).toEqual({ limit: 20, offset: 0, total: 23 });
    expect((first.data as ActivityData[]).map((activity) => activity.index)).toEqual(
      Array.from({ length: 20 }, (_, i) => 23 - i),
    );
    const page = expectOk(await server.api('GET', `/tenants/${tenant.tenantId}/activities?limit=3&offset=21`, { token }));
    expect(page.metadata.pagination).toEqual({ limit: 3, offset: 21, total: 23 });
    expect((page.data as ActivityData[]).map((activity) => activity.index)).toEqual([2, 1]);
  });

  it('counts per tenant: another customer’s activities start at 1 again and are not listed here', async () => {
    const { token } = await signUp(server);
    const first = await createTenant(server, token);
    const second = await createTenant(server, token);
    expectOk(await change(token, first.tenantId, 'disabled'));
    expect(eventsOf(await activitiesOf(server, token, second.tenantId))).toEqual([[1, 1]]);
    expect(eventsOf(await activitiesOf(server, token, first.tenantId))).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it('TENANT_NOT_FOUND for an unknown tenant', async () => {
    const { token } = await signUp(server);
    expectError(await server.api('GET', `/tenants/${MISSING_ID}/activities`, { token }), 'TENANT_NOT_FOUND');
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=x', 'desconocido=1', 'type=1'])(
    '?%s → 400 VALIDATION_ERROR',
    async (query) => {
      const { token, tenant } = await (queryCase ??= agentWithTenant());
      expectError(await server.api('GET', `/tenants/${tenant.tenantId}/activities?${query}`, { token }), 'VALIDATION_ERROR');
    },
  );
});
