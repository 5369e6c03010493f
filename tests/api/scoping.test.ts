/**
 * Every id-taking route of the customers area, called by another agent with the first agent's
 * ids, answers exactly like a missing record (404 with the resource's type, never 403) and
 * leaves the first agent's data as it was. Then every new route refuses a missing API key and a
 * bad bearer token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAYS,
  expectError,
  expectNothingWritten,
  expectOk,
  signIn,
  signUp,
  startServer,
} from './harness.ts';
import type { ErrorType } from '../../src/schema/errors.ts';
import type { ApiTarget, RequestOptions, SignedUpAgent, TestServer } from './harness.ts';
import {
  MISSING_ID,
  activitiesOf,
  createTask,
  createTenant,
  download,
  getTask,
  getTenant,
  taskBody,
  tenantBody,
  tenantUpdateBody,
  uploadAttachment,
} from './support/customers.ts';
import type { AttachmentData, TaskData, TenantData } from './support/customers.ts';
import { PDF_TINY, fileForm } from './support/files.ts';
import { PNG_1X1, imageForm } from './support/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** What agent A owns: a customer with a task carrying an attachment. */
interface Owned {
  readonly tenant: TenantData;
  readonly task: TaskData;
  readonly attachment: AttachmentData;
}

async function ownedBy(token: string): Promise<Owned> {
  const tenant = await createTenant(server, token);
  const task = await createTask(server, token, tenant.tenantId);
  const attachment = await uploadAttachment(server, token, tenant.tenantId, task.taskId, fileForm(PDF_TINY, 'contrato.pdf'));
  return { tenant: await getTenant(server, token, tenant.tenantId), task: await getTask(server, token, tenant.tenantId, task.taskId), attachment };
}

/** Ids a route is called with: the tenant in the path, the task, the attachment. */
interface Ids {
  readonly tenantId: string;
  readonly slug: string;
  readonly taskId: string;
  readonly attachmentId: string;
}

interface ScopedRoute {
  readonly name: string;
  readonly method: string;
  readonly path: (ids: Ids) => string;
  /** A request that would succeed for the owner (body, file). */
  readonly request: (ids: Ids, owned: Owned) => RequestOptions;
  /** The resource whose type a missing record answers, by which id is foreign. */
  readonly level: 'tenant' | 'task' | 'attachment';
}

const taskBase = (ids: Ids) => `/tenants/${ids.tenantId}/tasks/${ids.taskId}`;
const noBody = (): RequestOptions => ({});

const ROUTES: readonly ScopedRoute[] = [
  { name: 'GET tenant', method: 'GET', path: (ids) => `/tenants/${ids.tenantId}`, request: noBody, level: 'tenant' },
  { name: 'GET tenant by slug', method: 'GET', path: (ids) => `/tenants/slug/${ids.slug}`, request: noBody, level: 'tenant' },
  // DECISIONS.md: an id in place of the slug also resolves, so it must be scoped too.
  { name: 'GET tenant by slug, given the id', method: 'GET', path: (ids) => `/tenants/slug/${ids.tenantId}`, request: noBody, level: 'tenant' },
  {
    name: 'PUT tenant',
    method: 'PUT',
    path: (ids) => `/tenants/${ids.tenantId}`,
    request: (ids, owned) => ({ body: tenantUpdateBody(owned.tenant, { tenantId: ids.tenantId, firstName: 'Intruso' }) }),
    level: 'tenant',
  },
  {
    name: 'PUT tenant avatar',
    method: 'PUT',
    path: (ids) => `/tenants/${ids.tenantId}/avatar`,
    request: () => ({ rawBody: imageForm(PNG_1X1, 'cara.png', 'image/png') }),
    level: 'tenant',
  },
  { name: 'GET activities', method: 'GET', path: (ids) => `/tenants/${ids.tenantId}/activities`, request: noBody, level: 'tenant' },
  { name: 'PUT disabled', method: 'PUT', path: (ids) => `/tenants/${ids.tenantId}/disabled`, request: noBody, level: 'tenant' },
  { name: 'PUT enabled', method: 'PUT', path: (ids) => `/tenants/${ids.tenantId}/enabled`, request: noBody, level: 'tenant' },
  { name: 'GET tasks of a tenant', method: 'GET', path: (ids) => `/tenants/${ids.tenantId}/tasks`, request: noBody, level: 'tenant' },
  // Issue 8: the wider ranges are scoped like the spec's window.
  ...(['upcoming', 'overdue', 'all'] as const).map(
    (range): ScopedRoute => ({
      name: `GET tasks of a tenant, range=${range}`,
      method: 'GET',
      path: (ids) => `/tenants/${ids.tenantId}/tasks?range=${range}`,
      request: noBody,
      level: 'tenant',
    }),
  ),
  {
    name: 'POST task',
    method: 'POST',
    path: (ids) => `/tenants/${ids.tenantId}/tasks`,
    request: () => ({ body: taskBody({}, server.clock.now()) }),
    level: 'tenant',
  },
  { name: 'GET task', method: 'GET', path: taskBase, request: noBody, level: 'task' },
  {
    name: 'PUT task',
    method: 'PUT',
    path: taskBase,
    request: (ids, owned) => ({
      body: {
        taskId: ids.taskId,
        taskTypeId: owned.task.taskType.taskTypeId,
        title: 'Intrusión',
        description: owned.task.description,
        priority: owned.task.priority,
        expiredAt: owned.task.expiredAt,
      },
    }),
    level: 'task',
  },
  { name: 'DELETE task', method: 'DELETE', path: taskBase, request: noBody, level: 'task' },
  { name: 'PUT completed', method: 'PUT', path: (ids) => `${taskBase(ids)}/completed`, request: noBody, level: 'task' },
  { name: 'PUT canceled', method: 'PUT', path: (ids) => `${taskBase(ids)}/canceled`, request: noBody, level: 'task' },
  // In progress already: the owner would get a 409, so this row proves the 404 comes first.
  { name: 'PUT in-progress', method: 'PUT', path: (ids) => `${taskBase(ids)}/in-progress`, request: noBody, level: 'task' },
  {
    name: 'POST attachment',
    method: 'POST',
    path: (ids) => `${taskBase(ids)}/attachments`,
    request: () => ({ rawBody: fileForm(PDF_TINY, 'intruso.pdf') }),
    level: 'task',
  },
  {
    name: 'DELETE attachment',
    method: 'DELETE',
    path: (ids) => `${taskBase(ids)}/attachments/${ids.attachmentId}`,
    request: noBody,
    level: 'attachment',
  },
];

/** Names for the test titles only. */
const PLACEHOLDER: Ids = { tenantId: '{id}', slug: '{slug}', taskId: '{taskId}', attachmentId: '{attachmentId}' };
const PLACEHOLDER_OWNED = {
  tenant: { phoneNumber: { fullNumber: '{number}' }, emailAddress: '{email}' },
} as unknown as Owned;

const NOT_FOUND: Record<ScopedRoute['level'], ErrorType> = {
  tenant: 'TENANT_NOT_FOUND',
  task: 'TASK_NOT_FOUND',
  attachment: 'ATTACHMENT_NOT_FOUND',
};

/** Everything agent A can read of what they own, to prove it unchanged. */
async function viewOf(token: string, owned: Owned) {
  const { tenantId } = owned.tenant;
  return {
    tenant: await getTenant(server, token, tenantId),
    task: await getTask(server, token, tenantId, owned.task.taskId),
    tasks: expectOk(await server.api('GET', `/tenants/${tenantId}/tasks`, { token })).data,
    agentTasks: expectOk(await server.api('GET', '/agents/tasks', { token })).data,
    tenants: expectOk(await server.api('GET', '/tenants', { token })).data,
    activities: await activitiesOf(server, token, tenantId),
    file: (await download(server, owned.attachment.url)).toString('base64'),
  };
}

/** The records a refused call could have changed. */
async function quickViewOf(token: string, owned: Owned) {
  const { tenantId } = owned.tenant;
  return { tenant: await getTenant(server, token, tenantId), task: await getTask(server, token, tenantId, owned.task.taskId) };
}

interface Scenario {
  readonly a: SignedUpAgent;
  readonly b: SignedUpAgent;
  readonly ownedByA: Owned;
  readonly ownedByB: Owned;
}

async function scenario(): Promise<Scenario> {
  const a = await signUp(server);
  const b = await signUp(server);
  return { a, b, ownedByA: await ownedBy(a.token), ownedByB: await ownedBy(b.token) };
}

const idsOf = (owned: Owned): Ids => ({
  tenantId: owned.tenant.tenantId,
  slug: owned.tenant.slug,
  taskId: owned.task.taskId,
  attachmentId: owned.attachment.taskMediaId,
});

/** B calls `route` with `ids` (built from A's records): the answer equals the one for missing ids. */
async function expectLikeMissing(target: ApiTarget, s: Scenario, route: ScopedRoute, ids: Ids, missing: Ids, type: ErrorType) {
  const before = await viewOf(s.a.token, s.ownedByA);
  let foreign: Awaited<ReturnType<ApiTarget['api']>> | undefined;
  await expectNothingWritten(server, async () => {
    foreign = await target.api(route.method, route.path(ids), { ...route.request(ids, s.ownedByA), token: s.b.token });
  });
  expectError(foreign as NonNullable<typeof foreign>, type);
  const absent = await target.api(route.method, route.path(missing), { ...route.request(missing, s.ownedByA), token: s.b.token });
  expectError(absent, type);
  expect(await viewOf(s.a.token, s.ownedByA)).toEqual(before);
}

describe('another agent’s records answer like missing ones, and stay unchanged', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario();
  });

  describe('B, not linked to A’s customer, uses A’s ids', () => {
    it.each(ROUTES.map((route) => [route.name, route] as const))('%s → TENANT_NOT_FOUND', async (_name, route) => {
      const foreign = idsOf(s.ownedByA);
      const missing: Ids = { tenantId: MISSING_ID, slug: 'nadie-asi', taskId: MISSING_ID, attachmentId: MISSING_ID };
      await expectLikeMissing(server, s, route, foreign, missing, 'TENANT_NOT_FOUND');
    });
  });

  describe('B uses their own customer with A’s task (or their own task with A’s attachment)', () => {
    const nested = ROUTES.filter((route) => route.level !== 'tenant');
    it.each(nested.map((route) => [route.name, route] as const))('%s → the nested type', async (_name, route) => {
      const own = idsOf(s.ownedByB);
      const foreign: Ids =
        route.level === 'task'
          ? { ...own, taskId: s.ownedByA.task.taskId, attachmentId: s.ownedByA.attachment.taskMediaId }
          : { ...own, attachmentId: s.ownedByA.attachment.taskMediaId };
      const missing: Ids = route.level === 'task' ? { ...own, taskId: MISSING_ID } : { ...own, attachmentId: MISSING_ID };
      await expectLikeMissing(server, s, route, foreign, missing, NOT_FOUND[route.level]);
    });
  });

  describe('B, linked to the same customer, uses A’s task and attachment', () => {
    let linked: Scenario;
    beforeAll(async () => {
      linked = await scenario();
      expectOk(
        await server.api('POST', `/tenants/${linked.ownedByA.tenant.tenantId}/agents`, { body: { tenantType: 2 }, token: linked.b.token }),
        201,
      );
    });
    const nested = ROUTES.filter((route) => route.level !== 'tenant');
    it.each(nested.map((route) => [route.name, route] as const))('%s → TASK_NOT_FOUND', async (_name, route) => {
      const foreign = idsOf(linked.ownedByA);
      const missing: Ids = { ...foreign, taskId: MISSING_ID };
      await expectLikeMissing(server, linked, route, foreign, missing, 'TASK_NOT_FOUND');
    });
  });

  it('the owner can still use every route afterwards (the table’s requests are valid)', async () => {
    const fresh = await scenario();
    const ids = idsOf(fresh.ownedByA);
    // Deleting the task goes last, or the routes after it would find nothing.
    const ordered = [...ROUTES.filter((route) => route.name !== 'DELETE task'), ...ROUTES.filter((route) => route.name === 'DELETE task')];
    for (const route of ordered) {
      const response = await server.api(route.method, route.path(ids), { ...route.request(ids, fresh.ownedByA), token: fresh.a.token });
      const expected = route.name === 'PUT in-progress' || route.name === 'PUT canceled' ? [200, 409] : [200, 201];
      expect(expected, `${route.name}: ${response.text}`).toContain(response.status);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// API key and bearer token on every new route

interface AuthRoute {
  readonly method: string;
  readonly path: (ids: Ids, owned: Owned) => string;
  readonly request: (ids: Ids, owned: Owned) => RequestOptions;
}

const AUTH_ROUTES: readonly AuthRoute[] = [
  { method: 'GET', path: () => '/tenants', request: noBody },
  { method: 'POST', path: () => '/tenants', request: () => ({ body: tenantBody() }) },
  { method: 'GET', path: (_ids, owned) => `/tenants/phone-number/${owned.tenant.phoneNumber.fullNumber}`, request: noBody },
  { method: 'GET', path: (_ids, owned) => `/tenants/email/${encodeURIComponent(owned.tenant.emailAddress ?? '')}`, request: noBody },
  { method: 'POST', path: (ids) => `/tenants/${ids.tenantId}/agents`, request: () => ({ body: { tenantType: 2 } }) },
  { method: 'GET', path: () => '/agents/tasks', request: noBody },
  ...ROUTES.map((route): AuthRoute => ({ method: route.method, path: route.path, request: route.request })),
];

describe('API key and bearer token on the customers routes', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario();
  });

  const faults: Array<[string, ErrorType, (agent: SignedUpAgent) => Promise<RequestOptions>]> = [
    ['no API key', 'API_KEY_INVALID', async (agent) => ({ token: agent.token, apiKey: null })],
    ['a wrong API key', 'API_KEY_INVALID', async (agent) => ({ token: agent.token, apiKey: 'otra-clave' })],
    ['no bearer token', 'ACCESS_TOKEN_INVALID', async () => ({})],
    ['a garbage bearer token', 'ACCESS_TOKEN_INVALID', async () => ({ token: 'esto-no-es-un-token-valido-en-absoluto' })],
  ];

  const cases = AUTH_ROUTES.flatMap((route) =>
    faults.map(([label, type, fault]) => ({ route, label, type, fault, name: `${route.method} ${route.path(PLACEHOLDER, PLACEHOLDER_OWNED)} with ${label}` })),
  );

  it.each(cases.map((c) => [c.name, c] as const))('%s → 401, nothing written', async (_name, { route, type, fault }) => {
    const ids = idsOf(s.ownedByB);
    const before = await quickViewOf(s.b.token, s.ownedByB);
    await expectNothingWritten(server, async () => {
      const response = await server.api(route.method, route.path(ids, s.ownedByB), {
        ...route.request(ids, s.ownedByB),
        ...(await fault(s.b)),
      });
      expectError(response, type);
    });
    expect(await quickViewOf(s.b.token, s.ownedByB)).toEqual(before);
  });

  it('a token revoked by logout or closed from another session is refused on a customers route', async () => {
    const agent = await signUp(server);
    const laptop = expectOk(await signIn(server, agent.email, agent.password)).metadata.authorization?.accessToken;
    expectOk(await server.api('DELETE', '/auth/landlords/sessions', { token: laptop }));
    expectError(await server.api('GET', '/tenants', { token: agent.token }), 'SESSION_REVOKED');
    const other = await signUp(server);
    await server.api('DELETE', '/auth/landlords/logout', { token: other.token });
    expectError(await server.api('POST', '/tenants', { body: tenantBody(), token: other.token }), 'ACCESS_TOKEN_INVALID');
  });

  it('an expired token is refused on a customers route', async () => {
    const agent = await signUp(server);
    server.clock.advance(31 * DAYS);
    expectError(await server.api('GET', '/agents/tasks', { token: agent.token }), 'ACCESS_TOKEN_INVALID');
  });
});

