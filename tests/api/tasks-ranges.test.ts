/**
 * Issue 8, "no task disappears": the optional `range` of GET /tenants/{id}/tasks and
 * GET /agents/tasks ('upcoming' = the spec's window plus the overdue tasks, 'overdue', 'all'),
 * overdue tasks first, `Task.overdue`, and "today" as a calendar day in Caracas.
 *
 * Tasks become overdue the way they do in life: made while due (the API refuses a past due date),
 * then the server's clock moves on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Task } from '../../src/schema/task.ts';
import { DAYS, expectError, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { caracasMidnight, createTask, createTenant, dueIn, expectSchema, getTask } from './support/customers.ts';
import type { TaskData, TenantData } from './support/customers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const HOURS = 60 * 60_000;

const list = async (token: string, path: string, query = '') => {
  const body = expectOk(await server.api('GET', `${path}${query === '' ? '' : `?${query}`}`, { token }));
  return { items: body.data as TaskData[], pagination: body.metadata.pagination };
};
const titles = (items: readonly TaskData[]) => items.map((task) => task.title);
const iso = (instant: Date) => encodeURIComponent(instant.toISOString());

describe('range: upcoming, overdue, all', () => {
  let token: string;
  let tenant: TenantData;
  let lucia: TenantData;
  let stranger: { token: string; tenant: TenantData };
  const tasks: Record<string, TaskData> = {};

  beforeAll(async () => {
    ({ token } = await signUp(server));
    tenant = await createTenant(server, token);
    lucia = await createTenant(server, token, { firstName: 'Lucía' });
    const t0 = server.clock.now();
    // Day numbers are from the day the tasks are made (t0); the clock then moves 2 days on, so
    // "today" is day 2, day 1 is yesterday and day 32 is the window's last day.
    const specs: Array<[string, TenantData, Record<string, unknown>]> = [
      ['Vencida antes', tenant, { expiredAt: dueIn(0, t0), priority: 1 }],
      ['Vencida ayer', tenant, { expiredAt: dueIn(1, t0), priority: 3 }],
      ['Completada vencida', tenant, { expiredAt: dueIn(1, t0), description: 'Ya hecha, aunque vencida' }],
      ['Hoy', tenant, { expiredAt: dueIn(2, t0) }],
      ['Próxima', tenant, { expiredAt: dueIn(5, t0) }],
      ['Cancelada', tenant, { expiredAt: dueIn(10, t0) }],
      ['Fin de ventana', tenant, { expiredAt: dueIn(32, t0) }],
      ['Lejana', tenant, { expiredAt: dueIn(45, t0), description: 'Escritura en la notaría' }],
      // 09:00 of day 1: between 'Vencida antes' and 'Vencida ayer' across customers.
      ['Vencida de Lucía', lucia, { expiredAt: new Date(caracasMidnight(t0, 1).getTime() + 9 * HOURS).toISOString() }],
    ];
    for (const [title, owner, overrides] of specs) {
      tasks[title] = await createTask(server, token, owner.tenantId, { title, ...overrides });
    }
    const done = (name: string, status: string) =>
      server.api('PUT', `/tenants/${tenant.tenantId}/tasks/${tasks[name]?.taskId}/${status}`, { token });
    expectOk(await done('Completada vencida', 'completed'));
    expectOk(await done('Cancelada', 'canceled'));

    // Another agent with an overdue and a far task of their own.
    const other = await signUp(server);
    const otherTenant = await createTenant(server, other.token, { firstName: 'Ajeno' });
    await createTask(server, other.token, otherTenant.tenantId, { title: 'Vencida ajena', expiredAt: dueIn(1, t0) });
    await createTask(server, other.token, otherTenant.tenantId, { title: 'Lejana ajena', expiredAt: dueIn(45, t0) });
    stranger = { token: other.token, tenant: otherTenant };

    server.clock.advance(2 * DAYS);
  });

  const tenantPath = () => `/tenants/${tenant.tenantId}/tasks`;

  it('without range the spec’s list is unchanged: the window only, and the overdue tasks are not in it', async () => {
    const result = await list(token, tenantPath());
    expect(titles(result.items)).toEqual(['Hoy', 'Próxima', 'Cancelada', 'Fin de ventana']);
    expect(result.pagination).toEqual({ limit: 10, offset: 0, total: 4 });
  });

  it('upcoming: the overdue tasks first, then the window in the asked order', async () => {
    const result = await list(token, tenantPath(), 'range=upcoming');
    for (const task of result.items) expectSchema(Task, task, { strict: true });
    expect(titles(result.items)).toEqual(['Vencida antes', 'Vencida ayer', 'Hoy', 'Próxima', 'Cancelada', 'Fin de ventana']);
    expect(result.items.map((task) => task.overdue)).toEqual([true, true, false, false, false, false]);
    expect(result.pagination).toEqual({ limit: 10, offset: 0, total: 6 });
  });

  it('overdue: in progress and due before today, nothing else (a completed late task is not overdue)', async () => {
    const result = await list(token, tenantPath(), 'range=overdue');
    expect(titles(result.items)).toEqual(['Vencida antes', 'Vencida ayer']);
    expect(result.items.every((task) => task.overdue)).toBe(true);
  });

  it('all: every task whatever its due date, a task beyond 30 days included, the overdue ones first', async () => {
    const result = await list(token, tenantPath(), 'range=all');
    expect(titles(result.items)).toEqual([
      'Vencida antes',
      'Vencida ayer',
      'Completada vencida',
      'Hoy',
      'Próxima',
      'Cancelada',
      'Fin de ventana',
      'Lejana',
    ]);
    expect(result.pagination?.total).toBe(8);
    expect(result.items.find((task) => task.title === 'Completada vencida')?.overdue).toBe(false);
  });

  it.each([
    ['range=all&orderType=desc', ['Vencida ayer', 'Vencida antes', 'Lejana', 'Fin de ventana', 'Cancelada', 'Próxima', 'Hoy', 'Completada vencida']],
    // Priorities 3 and 1 among the overdue; the rest are all 2, so their ties go by due date, descending too.
    ['range=upcoming&orderBy=priority&orderType=desc', ['Vencida ayer', 'Vencida antes', 'Fin de ventana', 'Cancelada', 'Próxima', 'Hoy']],
    ['range=all&status=1', ['Vencida antes', 'Vencida ayer', 'Hoy', 'Próxima', 'Fin de ventana', 'Lejana']],
    ['range=all&status=2', ['Completada vencida']],
    ['range=overdue&status=2', []],
    ['range=overdue&priority=3', ['Vencida ayer']],
    // The window of 'upcoming' still follows startDate/endDate; the overdue tasks come along.
    ['range=upcoming&startDate=DAY(5)&endDate=DAY(9)', ['Vencida antes', 'Vencida ayer', 'Cancelada']],
    // A window reaching into the past holds overdue tasks too: each is listed once, among the overdue.
    ['range=upcoming&startDate=DAY(-5)&endDate=DAY(1)', ['Vencida antes', 'Vencida ayer', 'Completada vencida', 'Hoy']],
    ['range=upcoming&endDate=DAY(50)', ['Vencida antes', 'Vencida ayer', 'Hoy', 'Próxima', 'Cancelada', 'Fin de ventana', 'Lejana']],
  ])('?%s', async (query, expected) => {
    // DAY(n): 00:00 Caracas of the n-th day from today.
    const resolved = query.replace(/DAY\((-?\d+)\)/g, (_, days: string) => iso(caracasMidnight(server.clock.now(), Number(days))));
    const result = await list(token, tenantPath(), resolved);
    expect(titles(result.items)).toEqual(expected);
    expect(result.pagination?.total).toBe(expected.length);
  });

  it('the search looks across the chosen range', async () => {
    expect(titles((await list(token, tenantPath(), 'searchQuery=notaria')).items)).toEqual([]);
    expect(titles((await list(token, tenantPath(), 'searchQuery=notaria&range=upcoming')).items)).toEqual([]);
    expect(titles((await list(token, tenantPath(), 'searchQuery=notaria&range=all')).items)).toEqual(['Lejana']);
    expect(titles((await list(token, tenantPath(), 'searchQuery=VENCIDA&range=all')).items)).toEqual([
      'Vencida antes',
      'Vencida ayer',
      'Completada vencida',
    ]);
    expect(titles((await list(token, tenantPath(), 'searchQuery=vencida&range=overdue')).items)).toEqual(['Vencida antes', 'Vencida ayer']);
    const found = await list(token, tenantPath(), 'searchQuery=ayer&range=upcoming');
    expect(titles(found.items)).toEqual(['Vencida ayer']);
    expect(found.pagination?.total).toBe(1);
  });

  it('pages on the server: the pages of range=all put together are the whole list, across the overdue boundary', async () => {
    const whole = (await list(token, tenantPath(), 'range=all')).items;
    const pages: TaskData[] = [];
    for (let offset = 0; offset < whole.length; offset += 3) {
      const page = await list(token, tenantPath(), `range=all&limit=3&offset=${offset}`);
      expect(page.pagination).toEqual({ limit: 3, offset, total: 8 });
      pages.push(...page.items);
    }
    expect(titles(pages)).toEqual(titles(whole));
    expect(titles((await list(token, tenantPath(), 'range=upcoming&limit=1&offset=2')).items)).toEqual(['Hoy']);
    const beyond = await list(token, tenantPath(), 'range=all&offset=20');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination).toEqual({ limit: 10, offset: 20, total: 8 });
  });

  it('the dashboard’s call: the agent’s tasks in progress, overdue first across customers, three of them', async () => {
    const result = await list(token, '/agents/tasks', 'status=1&range=upcoming&limit=3');
    expect(titles(result.items)).toEqual(['Vencida antes', 'Vencida de Lucía', 'Vencida ayer']);
    expect(result.items.map((task) => task.tenant.fullName)).toEqual([tenant.fullName, lucia.fullName, tenant.fullName]);
    expect(result.pagination).toEqual({ limit: 3, offset: 0, total: 6 });
    const next = await list(token, '/agents/tasks', 'status=1&range=upcoming&limit=3&offset=3');
    expect(titles(next.items)).toEqual(['Hoy', 'Próxima', 'Fin de ventana']);
  });

  it('GET of one task says whether it is overdue too', async () => {
    const late = tasks['Vencida ayer'] as TaskData;
    const fresh = tasks.Hoy as TaskData;
    expect((await getTask(server, token, tenant.tenantId, late.taskId)).overdue).toBe(true);
    expect((await getTask(server, token, tenant.tenantId, fresh.taskId)).overdue).toBe(false);
  });

  it('another agent sees none of it: their ranges list only their own tasks, and this customer is not found', async () => {
    for (const range of ['upcoming', 'overdue', 'all']) {
      const mine = titles((await list(token, '/agents/tasks', `range=${range}&limit=100`)).items);
      expect(mine.filter((title) => title.endsWith('ajena'))).toEqual([]);
      const theirs = titles((await list(stranger.token, '/agents/tasks', `range=${range}&limit=100`)).items);
      expect(theirs.every((title) => title.endsWith('ajena')), theirs.join(', ')).toBe(true);
      expectError(await server.api('GET', `${tenantPath()}?range=${range}`, { token: stranger.token }), 'TENANT_NOT_FOUND');
      const foreign = `/tenants/${stranger.tenant.tenantId}/tasks?range=${range}`;
      expectError(await server.api('GET', foreign, { token }), 'TENANT_NOT_FOUND');
    }
    expect(titles((await list(stranger.token, '/agents/tasks', 'range=all')).items)).toEqual(['Vencida ajena', 'Lejana ajena']);
    expect(titles((await list(stranger.token, '/agents/tasks', 'range=overdue')).items)).toEqual(['Vencida ajena']);

    // Linked to the same customer, they still see only their own tasks of it (none).
    expectOk(await server.api('POST', `/tenants/${tenant.tenantId}/agents`, { body: { tenantType: 2 }, token: stranger.token }), 201);
    for (const range of ['upcoming', 'overdue', 'all']) {
      expect((await list(stranger.token, tenantPath(), `range=${range}`)).items).toEqual([]);
    }
  });

  const BAD_QUERIES: Array<[string, string]> = [
    ['range=', 'range'],
    ['range=todas', 'range'],
    ['range=ALL', 'range'],
    ['range=all&range=overdue', 'range'],
    ['range=all&startDate=START', 'startDate'],
    ['range=overdue&endDate=START', 'endDate'],
    ['range=all&startDate=START&endDate=START', 'startDate'],
  ];
  it.each(BAD_QUERIES.flatMap(([query, field]) => [`tenant:${query}:${field}`, `agent:${query}:${field}`]))(
    '%s → 400 VALIDATION_ERROR naming the field',
    async (name) => {
      const [route, query, field] = name.split(':') as [string, string, string];
      const path = route === 'tenant' ? tenantPath() : '/agents/tasks';
      const resolved = query.replace(/START/g, iso(caracasMidnight(server.clock.now())));
      expectValidationError(await server.api('GET', `${path}?${resolved}`, { token }), field);
    },
  );
});

describe('"today" is the calendar day in Caracas (UTC−4), by the server’s clock', () => {
  it('a task due today turns overdue at 00:00 in Caracas, not at 00:00 UTC nor at its due hour', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const now = server.clock.now();
    // Due today as the SPA stores it: 00:00 in Caracas of the chosen day.
    const task = await createTask(server, token, tenant.tenantId, { title: 'Para hoy', expiredAt: caracasMidnight(now).toISOString() });
    const overdue = async () => (await getTask(server, token, tenant.tenantId, task.taskId)).overdue;
    const inRange = async (range: string) => titles((await list(token, `/tenants/${tenant.tenantId}/tasks`, `range=${range}`)).items);

    expect(await overdue()).toBe(false);
    // 20:30 in Caracas is 00:30 UTC of the next day: still today here.
    server.clock.advance(caracasMidnight(now).getTime() + 20.5 * HOURS - now.getTime());
    expect(server.clock.now().getUTCHours()).toBe(0);
    expect(await overdue()).toBe(false);
    expect(await inRange('overdue')).toEqual([]);
    // 23:59:58 in Caracas (the real clock keeps running under the moved one: two seconds to spare).
    server.clock.advance(caracasMidnight(now, 1).getTime() - 2000 - server.clock.now().getTime());
    expect(await overdue()).toBe(false);
    expect(await inRange('upcoming')).toEqual(['Para hoy']);
    // 00:00 in Caracas the next day: overdue, kept by 'upcoming', gone from the spec's window.
    server.clock.advance(caracasMidnight(now, 1).getTime() - server.clock.now().getTime());
    expect(await overdue()).toBe(true);
    expect(await inRange('overdue')).toEqual(['Para hoy']);
    expect(await inRange('upcoming')).toEqual(['Para hoy']);
    expect((await list(token, `/tenants/${tenant.tenantId}/tasks`)).items).toEqual([]);
    // Completing it ends "overdue"; putting it back in progress brings it back.
    expectOk(await server.api('PUT', `/tenants/${tenant.tenantId}/tasks/${task.taskId}/completed`, { token }));
    expect(await overdue()).toBe(false);
    expect(await inRange('overdue')).toEqual([]);
    expect(await inRange('all')).toEqual(['Para hoy']);
    expectOk(await server.api('PUT', `/tenants/${tenant.tenantId}/tasks/${task.taskId}/in-progress`, { token }));
    expect(await overdue()).toBe(true);
  });
});
