import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Task } from '../../src/schema/task.ts';
import { DAYS, expectError, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { MISSING_ID, caracasMidnight, createTask, createTenant, dueIn, expectSchema } from './support/customers.ts';
import type { TaskData, TenantData } from './support/customers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const list = async (token: string, path: string, query = '') => {
  const body = expectOk(await server.api('GET', `${path}${query === '' ? '' : `?${query}`}`, { token }));
  return { items: body.data as TaskData[], pagination: body.metadata.pagination };
};
const titles = (items: readonly TaskData[]) => items.map((task) => task.title);
const iso = (instant: Date) => encodeURIComponent(instant.toISOString());

describe('GET /tenants/{tenantId}/tasks and GET /agents/tasks', () => {
  let token: string;
  let tenant: TenantData;
  let otherTenant: TenantData;
  const tasks: Record<string, TaskData> = {};

  beforeAll(async () => {
    ({ token } = await signUp(server));
    tenant = await createTenant(server, token);
    otherTenant = await createTenant(server, token, { firstName: 'Lucía' });
    const now = server.clock.now();
    // Titles sort alphabetically in an order unlike due dates and priorities.
    const specs: Array<[string, TenantData, Record<string, unknown>]> = [
      ['Cita notarial', tenant, { priority: 3, expiredAt: dueIn(5, now), description: 'Firmar en la notaría' }],
      ['Buscar recaudos', tenant, { priority: 1, expiredAt: dueIn(1, now), description: 'Pedir la constancia de trabajo' }],
      ['Enviar contrato', tenant, { priority: 2, expiredAt: dueIn(3, now), description: 'Revisión de la cláusula penal' }],
      ['Avalúo del inmueble', tenant, { priority: 2, expiredAt: dueIn(30, now), description: 'Coordinar con el perito' }],
      ['Lejana', tenant, { priority: 1, expiredAt: dueIn(40, now), description: 'Fuera de la ventana por omisión' }],
      ['Otra clienta', otherTenant, { priority: 3, expiredAt: dueIn(2, now), description: 'Llamada de seguimiento' }],
    ];
    for (const [title, owner, overrides] of specs) {
      tasks[title] = await createTask(server, token, owner.tenantId, { title, ...overrides });
    }
    const completed = tasks['Enviar contrato'] as TaskData;
    expectOk(await server.api('PUT', `/tenants/${tenant.tenantId}/tasks/${completed.taskId}/completed`, { token }));
    // Another agent's task never shows.
    const stranger = await signUp(server);
    const strangerTenant = await createTenant(server, stranger.token);
    await createTask(server, stranger.token, strangerTenant.tenantId, { title: 'Cita notarial ajena' });
  });

  const tenantPath = () => `/tenants/${tenant.tenantId}/tasks`;

  it('default: the window today → 30 days, due date ascending, 10 a page, with the total', async () => {
    const result = await list(token, tenantPath());
    for (const task of result.items) expectSchema(Task, task);
    expect(titles(result.items)).toEqual(['Buscar recaudos', 'Enviar contrato', 'Cita notarial', 'Avalúo del inmueble']);
    expect(result.pagination).toEqual({ limit: 10, offset: 0, total: 4 });
  });

  it('a task due in 40 days shows with an explicit endDate', async () => {
    const endDate = iso(new Date(caracasMidnight(server.clock.now(), 45)));
    const result = await list(token, tenantPath(), `endDate=${endDate}`);
    expect(titles(result.items)).toContain('Lejana');
    expect(result.pagination?.total).toBe(5);
  });

  it('startDate and endDate bound expiredAt on both sides', async () => {
    const now = server.clock.now();
    const result = await list(
      token,
      tenantPath(),
      `startDate=${iso(caracasMidnight(now, 2))}&endDate=${iso(caracasMidnight(now, 6))}`,
    );
    expect(titles(result.items)).toEqual(['Enviar contrato', 'Cita notarial']);
  });

  it('/agents/tasks lists the caller’s tasks of every customer, and nobody else’s', async () => {
    const result = await list(token, '/agents/tasks');
    for (const task of result.items) expectSchema(Task, task);
    expect(titles(result.items)).toEqual([
      'Buscar recaudos',
      'Otra clienta',
      'Enviar contrato',
      'Cita notarial',
      'Avalúo del inmueble',
    ]);
    const lucia = result.items.find((task) => task.title === 'Otra clienta');
    expect(lucia?.tenant).toEqual({ fullName: otherTenant.fullName, slug: otherTenant.slug });
    expect(lucia?.relationshipId).toBe(otherTenant.tenantId);
  });

  it.each([
    ['status=1', ['Buscar recaudos', 'Cita notarial', 'Avalúo del inmueble']],
    ['status=2', ['Enviar contrato']],
    ['status=3', []],
    ['priority=1', ['Buscar recaudos']],
    ['priority=2', ['Enviar contrato', 'Avalúo del inmueble']],
    ['priority=3&status=1', ['Cita notarial']],
    ['searchQuery=CITA', ['Cita notarial']],
    ['searchQuery=avaluo', ['Avalúo del inmueble']],
    ['searchQuery=notaria', ['Cita notarial']],
    ['searchQuery=clausula', ['Enviar contrato']],
    ['searchQuery=%25', []],
    ['searchQuery=nada%20parecido', []],
    ['orderBy=dueDate&orderType=desc', ['Avalúo del inmueble', 'Cita notarial', 'Enviar contrato', 'Buscar recaudos']],
    ['orderBy=title', ['Avalúo del inmueble', 'Buscar recaudos', 'Cita notarial', 'Enviar contrato']],
    ['orderBy=title&orderType=desc', ['Enviar contrato', 'Cita notarial', 'Buscar recaudos', 'Avalúo del inmueble']],
    ['orderBy=createdAt', ['Cita notarial', 'Buscar recaudos', 'Enviar contrato', 'Avalúo del inmueble']],
    ['orderBy=createdAt&orderType=desc', ['Avalúo del inmueble', 'Enviar contrato', 'Buscar recaudos', 'Cita notarial']],
  ])('?%s', async (query, expected) => {
    const result = await list(token, tenantPath(), query);
    expect(titles(result.items)).toEqual(expected);
    expect(result.pagination?.total).toBe(expected.length);
  });

  it('orderBy=priority sorts by priority (ties in any order)', async () => {
    const ascending = await list(token, tenantPath(), 'orderBy=priority');
    expect(ascending.items.map((task) => task.priority)).toEqual([1, 2, 2, 3]);
    const descending = await list(token, tenantPath(), 'orderBy=priority&orderType=desc');
    expect(descending.items.map((task) => task.priority)).toEqual([3, 2, 2, 1]);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const all = await list(token, '/agents/tasks');
    const page = await list(token, '/agents/tasks', 'limit=2&offset=2');
    expect(page.pagination).toEqual({ limit: 2, offset: 2, total: 5 });
    expect(page.items).toEqual(all.items.slice(2, 4));
  });

  it('a customer with no task in the window: empty list, total 0', async () => {
    const { token: fresh } = await signUp(server);
    const lonely = await createTenant(server, fresh);
    const result = await list(fresh, `/tenants/${lonely.tenantId}/tasks`);
    expect(result.items).toEqual([]);
    expect(result.pagination).toEqual({ limit: 10, offset: 0, total: 0 });
    expect((await list(fresh, '/agents/tasks')).items).toEqual([]);
  });

  it('TENANT_NOT_FOUND for an unknown tenant', async () => {
    expectError(await server.api('GET', `/tenants/${MISSING_ID}/tasks`, { token }), 'TENANT_NOT_FOUND');
  });

  const BAD_QUERIES = [
    'status=0',
    'status=4',
    'status=x',
    'priority=0',
    'priority=4',
    'priority=alta',
    'orderBy=nombre',
    'orderBy=',
    'orderType=up',
    'orderType=ASC',
    'startDate=ayer',
    'startDate=2026-13-01T00:00:00Z',
    'endDate=123',
    'endDate=2026-01-01',
    'limit=0',
    'limit=101',
    'offset=-1',
    'desconocido=1',
    `searchQuery=${'a'.repeat(10_000)}`,
  ];
  it.each(BAD_QUERIES.flatMap((query) => [`tenant:${query}`, `agent:${query}`]))('%s → 400 VALIDATION_ERROR', async (name) => {
    const [route, query] = name.split(/:(.*)/s) as [string, string];
    const path = route === 'tenant' ? tenantPath() : '/agents/tasks';
    expectError(await server.api('GET', `${path}?${query}`, { token }), 'VALIDATION_ERROR');
  });
});

describe('the default window follows the server’s clock', () => {
  it('a task due tomorrow leaves the default list three days later, and comes back with an explicit startDate', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const task = await createTask(server, token, tenant.tenantId, { title: 'Mañana', expiredAt: dueIn(1, server.clock.now()) });
    expect(titles((await list(token, `/tenants/${tenant.tenantId}/tasks`)).items)).toEqual(['Mañana']);
    server.clock.advance(3 * DAYS);
    expect((await list(token, `/tenants/${tenant.tenantId}/tasks`)).items).toEqual([]);
    expect((await list(token, '/agents/tasks')).items).toEqual([]);
    const startDate = iso(new Date(Date.parse(task.expiredAt) - DAYS));
    expect(titles((await list(token, `/tenants/${tenant.tenantId}/tasks`, `startDate=${startDate}`)).items)).toEqual(['Mañana']);
  });
});
