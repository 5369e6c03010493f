/**
 * Tenants are shared people linked to agents (DECISIONS.md): lookups by phone and e-mail reveal
 * only what the create screen shows, another agent links an existing tenant, and each agent's
 * type, status, tasks and activities stay their own. Who may change the person itself (only the
 * agent who created it) is tenant-ownership.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tenant, TenantLookup } from '../../src/schema/tenant.ts';
import { describeBodyValidation } from './support/body-validation.ts';
import {
  MISSING_ID,
  activitiesOf,
  completedTypes,
  createTask,
  createTenant,
  expectSchema,
  getTenant,
  tenantUpdateBody,
} from './support/customers.ts';
import type { TaskData, TenantData } from './support/customers.ts';
import { expectClientError, expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { PNG_1X1, imageForm } from './support/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const link = (token: string, tenantId: string, tenantType: number) =>
  server.api('POST', `/tenants/${tenantId}/agents`, { body: { tenantType }, token });
const lookupPhone = (token: string, number: string) =>
  server.api('GET', `/tenants/phone-number/${encodeURIComponent(number)}`, { token });
const lookupEmail = (token: string, email: string) =>
  server.api('GET', `/tenants/email/${encodeURIComponent(email)}`, { token });

/** Agent A with a customer (with an avatar), and agent B who does not have it yet. */
async function twoAgents() {
  const a = await signUp(server);
  const b = await signUp(server);
  const created = await createTenant(server, a.token, { tenantType: 2 });
  const withAvatar = expectOk(
    await server.api('PUT', `/tenants/${created.tenantId}/avatar`, {
      rawBody: imageForm(PNG_1X1, 'cara.png', 'image/png'),
      token: a.token,
    }),
  ).data as TenantData;
  return { a, b, tenant: withAvatar };
}

describe('GET /tenants/phone-number/{codeAndNumber}', () => {
  it('answers only tenantId, fullName, avatarUrl, the phone and linked false to another agent', async () => {
    const { b, tenant } = await twoAgents();
    const data = expectOk(await lookupPhone(b.token, tenant.phoneNumber.fullNumber)).data;
    expectSchema(TenantLookup, data, { strict: true });
    expect(data).toEqual({
      tenantId: tenant.tenantId,
      fullName: tenant.fullName,
      avatarUrl: tenant.avatarUrl,
      phoneNumber: tenant.phoneNumber,
      linked: false,
    });
  });

  it('linked true for the agent who has it; a 0 after the code is dropped', async () => {
    const { a, tenant } = await twoAgents();
    expect(expectOk(await lookupPhone(a.token, tenant.phoneNumber.fullNumber)).data.linked).toBe(true);
    const withZero = expectOk(await lookupPhone(a.token, `580${tenant.phoneNumber.number}`)).data;
    expect(withZero.tenantId).toBe(tenant.tenantId);
  });

  it('TENANT_NOT_FOUND for a number nobody has (and for the number under another code)', async () => {
    const { b, tenant } = await twoAgents();
    expectError(await lookupPhone(b.token, '584169999999'), 'TENANT_NOT_FOUND');
    expectError(await lookupPhone(b.token, `1${tenant.phoneNumber.number}`), 'TENANT_NOT_FOUND');
  });

  it.each(['abc', '58412%', '58_4121234567', `58${'4'.repeat(10_000)}`])(
    'a malformed number (%s) finds nobody: typed 4xx',
    async (number) => {
      const { token } = await signUp(server);
      expectClientError(await lookupPhone(token, number), ['VALIDATION_ERROR', 'TENANT_NOT_FOUND']);
    },
  );
});

describe('GET /tenants/email/{email}', () => {
  it('answers only tenantId, fullName, avatarUrl, the e-mail and linked', async () => {
    const { a, b, tenant } = await twoAgents();
    const data = expectOk(await lookupEmail(b.token, tenant.emailAddress as string)).data;
    expectSchema(TenantLookup, data, { strict: true });
    expect(data).toEqual({
      tenantId: tenant.tenantId,
      fullName: tenant.fullName,
      avatarUrl: tenant.avatarUrl,
      emailAddress: tenant.emailAddress,
      linked: false,
    });
    expect(expectOk(await lookupEmail(a.token, tenant.emailAddress as string)).data.linked).toBe(true);
  });

  it.each(['nadie@ejemplo.com', '%@ejemplo.com', '_%', 'no-es-un-correo'])(
    'finds nobody for %s: typed 4xx',
    async (email) => {
      const { token } = await signUp(server);
      await createTenant(server, token);
      expectClientError(await lookupEmail(token, email), ['VALIDATION_ERROR', 'TENANT_NOT_FOUND']);
    },
  );

  it('TENANT_NOT_FOUND for a well-formed unknown address', async () => {
    const { token } = await signUp(server);
    expectError(await lookupEmail(token, 'nadie.nunca@ejemplo.com'), 'TENANT_NOT_FOUND');
  });
});

describe('POST /tenants/{id}/agents', () => {
  it('links the tenant found by phone to agent B: 201, the tenant with B’s type and status', async () => {
    const { a, b, tenant } = await twoAgents();
    const found = expectOk(await lookupPhone(b.token, tenant.phoneNumber.fullNumber)).data;
    const envelope = expectOk(await link(b.token, found.tenantId, 3), 201);
    expectSchema(Tenant, envelope.data);
    const linked = envelope.data as TenantData;
    expect(linked).toMatchObject({
      tenantId: tenant.tenantId,
      slug: tenant.slug,
      fullName: tenant.fullName,
      phoneNumber: tenant.phoneNumber,
      emailAddress: tenant.emailAddress,
      documentNumber: tenant.documentNumber,
      address: tenant.address,
      avatarUrl: tenant.avatarUrl,
      tenantType: 3,
      status: 1,
    });
    expect(await getTenant(server, b.token, tenant.tenantId)).toEqual(linked);
    expect(expectOk(await server.api('GET', `/tenants/slug/${tenant.slug}`, { token: b.token })).data).toEqual(linked);
    expect(expectOk(await lookupPhone(b.token, tenant.phoneNumber.fullNumber)).data.linked).toBe(true);
    // A's view is untouched.
    expect(await getTenant(server, a.token, tenant.tenantId)).toEqual(tenant);
  });

  it('writes activity 1 for B only and records B’s onboarding task 5', async () => {
    const { a, b, tenant } = await twoAgents();
    expectOk(await link(b.token, tenant.tenantId, 2), 201);
    const activities = await activitiesOf(server, b.token, tenant.tenantId);
    expect(activities.map((activity) => [activity.index, activity.eventType, activity.agentId])).toEqual([
      [1, 1, b.agent.agentId],
    ]);
    expect((await activitiesOf(server, a.token, tenant.tenantId)).map((activity) => activity.agentId)).toEqual([
      a.agent.agentId,
    ]);
    expect(await completedTypes(server, b.token)).toEqual([5]);
  });

  it('TENANT_AGENT_ALREADY_EXIST when already linked (B twice, or the owner): nothing written', async () => {
    const { a, b, tenant } = await twoAgents();
    expectOk(await link(b.token, tenant.tenantId, 2), 201);
    for (const token of [a.token, b.token]) {
      await expectNothingWritten(server, async () => {
        expectError(await link(token, tenant.tenantId, 3), 'TENANT_AGENT_ALREADY_EXIST');
      });
    }
    expect((await getTenant(server, b.token, tenant.tenantId)).tenantType).toBe(2);
  });

  it('two simultaneous links: one 201, one TENANT_AGENT_ALREADY_EXIST', async () => {
    const { b, tenant } = await twoAgents();
    const responses = await Promise.all([link(b.token, tenant.tenantId, 2), link(b.token, tenant.tenantId, 3)]);
    expect(responses.map((r) => r.status).sort(), responses.map((r) => r.text).join('\n')).toEqual([201, 409]);
    expect(await activitiesOf(server, b.token, tenant.tenantId)).toHaveLength(1);
  });

  it('TENANT_NOT_FOUND when no such tenant exists at all', async () => {
    const { token } = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectError(await link(token, MISSING_ID, 2), 'TENANT_NOT_FOUND');
    });
  });
});

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/tenants/{id}/agents',
  successStatus: 201,
  async prepare(target) {
    const a = await signUp(target);
    const b = await signUp(target);
    const tenant = await createTenant(target, a.token);
    return {
      body: { tenantType: 2 },
      token: b.token,
      path: `/tenants/${tenant.tenantId}/agents`,
      async verifyUntouched() {
        expectError(await target.api('GET', `/tenants/${tenant.tenantId}`, { token: b.token }), 'TENANT_NOT_FOUND');
      },
    };
  },
  // Linking offers Cliente and Contacto only: a lead (1) is refused.
  invalidValues: { tenantType: [1, 0, 4, '2', null, 2.5] },
  overlong: {},
});

describe('a shared tenant stays each agent’s own', () => {
  async function shared() {
    const setup = await twoAgents();
    expectOk(await link(setup.b.token, setup.tenant.tenantId, 3), 201);
    return setup;
  }

  it('B archiving it does not archive it for A', async () => {
    const { a, b, tenant } = await shared();
    expect(expectOk(await server.api('PUT', `/tenants/${tenant.tenantId}/disabled`, { token: b.token })).data.status).toBe(2);
    // A's view does not move at all: not the status, not updatedAt.
    expect(await getTenant(server, a.token, tenant.tenantId)).toEqual(tenant);
    const aList = expectOk(await server.api('GET', '/tenants', { token: a.token })).data as TenantData[];
    expect(aList.map((item) => item.tenantId)).toContain(tenant.tenantId);
    const bActive = expectOk(await server.api('GET', '/tenants', { token: b.token })).data as TenantData[];
    expect(bActive.map((item) => item.tenantId)).not.toContain(tenant.tenantId);
    const bFiled = expectOk(await server.api('GET', '/tenants?status=2', { token: b.token })).data as TenantData[];
    expect(bFiled.map((item) => item.tenantId)).toEqual([tenant.tenantId]);
    expect((await activitiesOf(server, a.token, tenant.tenantId)).map((activity) => activity.eventType)).toEqual([1]);
  });

  it('neither sees the other’s tasks or activities', async () => {
    const { a, b, tenant } = await shared();
    const aTask = await createTask(server, a.token, tenant.tenantId, { title: 'Tarea de A' });
    const bTask = await createTask(server, b.token, tenant.tenantId, { title: 'Tarea de B' });

    const titles = async (token: string, path: string) =>
      (expectOk(await server.api('GET', path, { token })).data as TaskData[]).map((task) => task.title);
    expect(await titles(a.token, `/tenants/${tenant.tenantId}/tasks`)).toEqual(['Tarea de A']);
    expect(await titles(b.token, `/tenants/${tenant.tenantId}/tasks`)).toEqual(['Tarea de B']);
    expect(await titles(a.token, '/agents/tasks')).toEqual(['Tarea de A']);
    expect(await titles(b.token, '/agents/tasks')).toEqual(['Tarea de B']);

    expectError(await server.api('GET', `/tenants/${tenant.tenantId}/tasks/${bTask.taskId}`, { token: a.token }), 'TASK_NOT_FOUND');
    expectError(await server.api('GET', `/tenants/${tenant.tenantId}/tasks/${aTask.taskId}`, { token: b.token }), 'TASK_NOT_FOUND');

    const aEvents = await activitiesOf(server, a.token, tenant.tenantId);
    const bEvents = await activitiesOf(server, b.token, tenant.tenantId);
    expect(aEvents.map((activity) => [activity.index, activity.eventType, activity.agentId])).toEqual([
      [2, 4, a.agent.agentId],
      [1, 1, a.agent.agentId],
    ]);
    expect(bEvents.map((activity) => [activity.index, activity.eventType, activity.agentId])).toEqual([
      [2, 4, b.agent.agentId],
      [1, 1, b.agent.agentId],
    ]);
  });

  // Until issue 6 B renamed the person here; now only A, who created it, may (tenant-ownership.test.ts).
  it('B changing the type keeps A’s type; the person’s data is shared, and changed by A who created it', async () => {
    const { a, b, tenant } = await shared();
    const bView = await getTenant(server, b.token, tenant.tenantId);
    const updated = expectOk(
      await server.api('PUT', `/tenants/${tenant.tenantId}`, { body: tenantUpdateBody(bView, { tenantType: 2 }), token: b.token }),
    ).data as TenantData;
    expect(updated.tenantType).toBe(2);
    // A had type 2 (Cliente) and B 3 (Contacto) before; A moves to Contacto and renames the person.
    const aView = await getTenant(server, a.token, tenant.tenantId);
    expectOk(
      await server.api('PUT', `/tenants/${tenant.tenantId}`, {
        body: tenantUpdateBody(aView, { tenantType: 3, firstName: 'Renata' }),
        token: a.token,
      }),
    );
    expect(await getTenant(server, a.token, tenant.tenantId)).toMatchObject({ tenantType: 3, firstName: 'Renata' });
    expect(await getTenant(server, b.token, tenant.tenantId)).toMatchObject({
      tenantType: 2,
      firstName: 'Renata',
      fullName: `Renata ${tenant.lastName}`,
    });
  });
});
