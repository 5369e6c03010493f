import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS, Task, canChangeTaskStatus } from '../../src/schema/task.ts';
import type { TaskStatus } from '../../src/schema/task.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import {
  ISO_UTC,
  MISSING_ID,
  REF,
  TASK_TYPE,
  activitiesOf,
  caracasMidnight,
  createTask,
  createTenant,
  dueIn,
  expectSchema,
  getTask,
  taskBody,
} from './support/customers.ts';
import type { TaskData } from './support/customers.ts';
import { expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const taskPath = (tenantId: string, taskId: string) => `/tenants/${tenantId}/tasks/${taskId}`;

/** The update body of a task as the server answered it, with `overrides`. */
const taskUpdateBody = (task: TaskData, overrides: Record<string, unknown> = {}) => ({
  taskId: task.taskId,
  taskTypeId: task.taskType.taskTypeId,
  title: task.title,
  description: task.description,
  priority: task.priority,
  expiredAt: task.expiredAt,
  ...overrides,
});

async function agentWithTenant() {
  const agent = await signUp(server);
  const tenant = await createTenant(server, agent.token);
  return { ...agent, tenant };
}

let validationSetup: ReturnType<typeof agentWithTenant> | undefined;
const sharedSetup = () => (validationSetup ??= agentWithTenant());

describe('POST /tenants/{tenantId}/tasks', () => {
  it('creates the task: 201, the contract shape, readable at its path', async () => {
    const { token, agent, tenant } = await agentWithTenant();
    const body = taskBody({ priority: 3 });
    const envelope = expectOk(await server.api('POST', `/tenants/${tenant.tenantId}/tasks`, { body, token }), 201);
    expectSchema(Task, envelope.data);
    const task = envelope.data as TaskData;
    expect(task).toMatchObject({
      relationship: 1,
      relationshipId: tenant.tenantId,
      agentId: agent.agentId,
      tenant: { fullName: tenant.fullName, slug: tenant.slug },
      title: body.title,
      description: body.description,
      status: 1,
      priority: 3,
      taskType: { taskTypeId: TASK_TYPE.id, type: TASK_TYPE.type, name: TASK_TYPE.name, relationship: 1 },
      attachments: [],
      completedAt: null,
      canceledAt: null,
    });
    expect(Date.parse(task.expiredAt)).toBe(Date.parse(body.expiredAt as string));
    for (const time of [task.expiredAt, task.createdAt, task.updatedAt]) expect(time).toMatch(ISO_UTC);
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(task);
  });

  it('writes activity 4 in the same call', async () => {
    const { token, tenant } = await agentWithTenant();
    await createTask(server, token, tenant.tenantId);
    const activities = await activitiesOf(server, token, tenant.tenantId);
    expect(activities.map((activity) => [activity.index, activity.eventType, activity.title])).toEqual([
      [2, 4, 'Se ha añadido una tarea al cliente'],
      [1, 1, 'El cliente ha sido añadido'],
    ]);
  });

  it('five simultaneous creations: all 201, activities numbered 1 to 6 without a gap or a repeat', async () => {
    const { token, tenant } = await agentWithTenant();
    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        server.api('POST', `/tenants/${tenant.tenantId}/tasks`, { body: taskBody({}, server.clock.now()), token }),
      ),
    );
    expect(responses.map((r) => r.status), responses.map((r) => r.text).join('\n')).toEqual([201, 201, 201, 201, 201]);
    const activities = await activitiesOf(server, token, tenant.tenantId);
    expect(activities.map((activity) => activity.index)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(activities.filter((activity) => activity.eventType === 4)).toHaveLength(5);
  });

  it('accepts the limits: a title of 3 and 50 characters, a description of 3 and 255 (trimmed)', async () => {
    const { token, tenant } = await agentWithTenant();
    const short = await createTask(server, token, tenant.tenantId, { title: '  Ver  ', description: 'Uno' });
    expect(short).toMatchObject({ title: 'Ver', description: 'Uno' });
    const long = await createTask(server, token, tenant.tenantId, { title: 't'.repeat(50), description: 'd'.repeat(255) });
    expect(long).toMatchObject({ title: 't'.repeat(50), description: 'd'.repeat(255) });
  });

  it('accepts every tenant task type and a due date of today 00:00 in Caracas', async () => {
    const { token, tenant } = await agentWithTenant();
    const todayStart = caracasMidnight(server.clock.now()).toISOString();
    for (const type of REF.taskTypes) {
      const task = await createTask(server, token, tenant.tenantId, { taskTypeId: type.id, expiredAt: todayStart });
      expect(task.taskType).toMatchObject({ taskTypeId: type.id, name: type.name });
    }
  });

  it('accepts an expiredAt with an offset and answers it in UTC', async () => {
    const { token, tenant } = await agentWithTenant();
    const due = dueIn(2);
    const withOffset = new Date(Date.parse(due) - 4 * 60 * 60_000).toISOString().replace('Z', '-04:00');
    const task = await createTask(server, token, tenant.tenantId, { expiredAt: withOffset });
    expect(task.expiredAt).toMatch(ISO_UTC);
    expect(Date.parse(task.expiredAt)).toBe(Date.parse(due));
  });

  it.each([
    ['an expiredAt 1 ms before today in Caracas', () => ({ expiredAt: new Date(caracasMidnight(new Date()).getTime() - 1).toISOString() })],
    ['an expiredAt yesterday', () => ({ expiredAt: dueIn(-1) })],
    ['an unknown task type', () => ({ taskTypeId: 'tt-no-existe' })],
  ])('VALIDATION_ERROR for %s, nothing written', async (_name, overrides) => {
    const { token, tenant } = await sharedSetup();
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('POST', `/tenants/${tenant.tenantId}/tasks`, { body: taskBody(overrides()), token }),
        'VALIDATION_ERROR',
      );
    });
  });

  it('TENANT_NOT_FOUND for an unknown tenant, nothing written', async () => {
    const { token } = await sharedSetup();
    await expectNothingWritten(server, async () => {
      expectError(await server.api('POST', `/tenants/${MISSING_ID}/tasks`, { body: taskBody(), token }), 'TENANT_NOT_FOUND');
    });
  });
});

const TASK_INVALID_VALUES = {
  taskTypeId: [1, null, '', {}],
  title: [1, null, '', 'ab', '   ab   ', 'x'.repeat(51), ['Llamar']],
  description: [1, null, '', 'ab', '     ', 'x'.repeat(256)],
  priority: ['2', null, 0, 4, 1.5],
  expiredAt: [null, '', 'mañana', '2026-02-30T10:00:00.000Z', '2020-01-01T10:00:00.000Z', 1767225600000, '2099-01-01', '2099-01-01 10:00'],
} as const;
const TASK_OVERLONG = {
  taskTypeId: LONG.name,
  title: LONG.name,
  description: LONG.name,
  expiredAt: LONG.digits,
};

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/tenants/{tenantId}/tasks',
  successStatus: 201,
  async prepare(target) {
    const { token, tenant } = await sharedSetup();
    return { body: taskBody({}, target.clock.now()), token, path: `/tenants/${tenant.tenantId}/tasks` };
  },
  invalidValues: TASK_INVALID_VALUES,
  overlong: TASK_OVERLONG,
});

describe('PUT /tenants/{tenantId}/tasks/{taskId}', () => {
  it('updates the task; GET agrees; no activity added', async () => {
    const { token, tenant } = await agentWithTenant();
    const task = await createTask(server, token, tenant.tenantId);
    const other = REF.taskTypes[1] ?? TASK_TYPE;
    const due = dueIn(10);
    const envelope = expectOk(
      await server.api('PUT', taskPath(tenant.tenantId, task.taskId), {
        body: taskUpdateBody(task, {
          taskTypeId: other.id,
          title: 'Enviar el contrato',
          description: 'Mandar el borrador por correo electrónico.',
          priority: 1,
          expiredAt: due,
        }),
        token,
      }),
    );
    expectSchema(Task, envelope.data);
    const updated = envelope.data as TaskData;
    expect(updated).toMatchObject({
      taskId: task.taskId,
      title: 'Enviar el contrato',
      description: 'Mandar el borrador por correo electrónico.',
      priority: 1,
      status: 1,
      taskType: { taskTypeId: other.id, name: other.name },
      createdAt: task.createdAt,
    });
    expect(Date.parse(updated.expiredAt)).toBe(Date.parse(due));
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(task.updatedAt));
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(updated);
    expect(await activitiesOf(server, token, tenant.tenantId)).toHaveLength(2);
  });

  it.each(['completed', 'canceled'] as const)('TASK_NOT_IN_PROGRESS once %s: nothing changed', async (action) => {
    const { token, tenant } = await agentWithTenant();
    const task = await createTask(server, token, tenant.tenantId);
    const closed = expectOk(await server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/${action}`, { token })).data;
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('PUT', taskPath(tenant.tenantId, task.taskId), {
          body: taskUpdateBody(task, { title: 'Cambio tardío' }),
          token,
        }),
        'TASK_NOT_IN_PROGRESS',
      );
    });
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(closed);
  });

  it('VALIDATION_ERROR when taskId is not the path id: neither task changed', async () => {
    const { token, tenant } = await agentWithTenant();
    const task = await createTask(server, token, tenant.tenantId);
    const other = await createTask(server, token, tenant.tenantId);
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('PUT', taskPath(tenant.tenantId, task.taskId), {
          body: taskUpdateBody(task, { taskId: other.taskId, title: 'Otro título' }),
          token,
        }),
        'VALIDATION_ERROR',
      );
    });
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(task);
    expect(await getTask(server, token, tenant.tenantId, other.taskId)).toEqual(other);
  });

  it('TASK_NOT_FOUND for an unknown task; TENANT_NOT_FOUND for an unknown tenant', async () => {
    const { token, tenant } = await agentWithTenant();
    const task = await createTask(server, token, tenant.tenantId);
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('PUT', taskPath(tenant.tenantId, MISSING_ID), { body: taskUpdateBody(task, { taskId: MISSING_ID }), token }),
        'TASK_NOT_FOUND',
      );
      expectError(
        await server.api('PUT', taskPath(MISSING_ID, task.taskId), { body: taskUpdateBody(task), token }),
        'TENANT_NOT_FOUND',
      );
    });
  });

  it('a task is found only under its own tenant', async () => {
    const { token, tenant } = await agentWithTenant();
    const otherTenant = await createTenant(server, token);
    const task = await createTask(server, token, tenant.tenantId);
    expectError(await server.api('GET', taskPath(otherTenant.tenantId, task.taskId), { token }), 'TASK_NOT_FOUND');
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('PUT', taskPath(otherTenant.tenantId, task.taskId), { body: taskUpdateBody(task, { title: 'Movida' }), token }),
        'TASK_NOT_FOUND',
      );
      expectError(await server.api('DELETE', taskPath(otherTenant.tenantId, task.taskId), { token }), 'TASK_NOT_FOUND');
      expectError(await server.api('PUT', `${taskPath(otherTenant.tenantId, task.taskId)}/completed`, { token }), 'TASK_NOT_FOUND');
    });
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(task);
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/tenants/{tenantId}/tasks/{taskId}',
  successStatus: 200,
  async prepare(target) {
    const { token, tenant } = await sharedSetup();
    const task = await createTask(target, token, tenant.tenantId);
    return {
      body: taskUpdateBody(task),
      token,
      path: taskPath(tenant.tenantId, task.taskId),
      async verifyUntouched() {
        expect(await getTask(target, token, tenant.tenantId, task.taskId)).toEqual(task);
      },
    };
  },
  invalidValues: { ...TASK_INVALID_VALUES, taskId: [1, null, '', MISSING_ID] },
  overlong: { ...TASK_OVERLONG, taskId: LONG.name },
});

describe('DELETE /tenants/{tenantId}/tasks/{taskId}', () => {
  it('deletes the task: data null, gone from GET and the lists, a second delete is TASK_NOT_FOUND', async () => {
    const { token, tenant } = await agentWithTenant();
    const task = await createTask(server, token, tenant.tenantId);
    const kept = await createTask(server, token, tenant.tenantId);
    const response = await server.api('DELETE', taskPath(tenant.tenantId, task.taskId), { token });
    expect(expectOk(response).data).toBeNull();
    expectError(await server.api('GET', taskPath(tenant.tenantId, task.taskId), { token }), 'TASK_NOT_FOUND');
    const ids = (path: string) =>
      server.api('GET', path, { token }).then((r) => (expectOk(r).data as TaskData[]).map((item) => item.taskId));
    expect(await ids(`/tenants/${tenant.tenantId}/tasks`)).toEqual([kept.taskId]);
    expect(await ids('/agents/tasks')).toEqual([kept.taskId]);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('DELETE', taskPath(tenant.tenantId, task.taskId), { token }), 'TASK_NOT_FOUND');
    });
    expect(await getTask(server, token, tenant.tenantId, kept.taskId)).toEqual(kept);
  });

  it('TENANT_NOT_FOUND for an unknown tenant', async () => {
    const { token, tenant } = await agentWithTenant();
    const task = await createTask(server, token, tenant.tenantId);
    expectError(await server.api('DELETE', taskPath(MISSING_ID, task.taskId), { token }), 'TENANT_NOT_FOUND');
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(task);
  });
});

describe('task status calls', () => {
  const ACTION: Record<TaskStatus, string> = { 1: 'in-progress', 2: 'completed', 3: 'canceled' };
  const STATUSES = [TASK_STATUS.InProgress, TASK_STATUS.Completed, TASK_STATUS.Cancelled] as const;
  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to })));

  /** A task brought to `status` through legal moves. */
  async function taskIn(status: TaskStatus) {
    const { token, tenant } = await agentWithTenant();
    const task = await createTask(server, token, tenant.tenantId);
    if (status !== TASK_STATUS.InProgress) {
      expectOk(await server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/${ACTION[status]}`, { token }));
    }
    return { token, tenant, task: await getTask(server, token, tenant.tenantId, task.taskId) };
  }

  it('the shared rule: InProgress → Completed | Cancelled, those → InProgress only', () => {
    expect(pairs.filter(({ from, to }) => canChangeTaskStatus(from, to)).map(({ from, to }) => [from, to])).toEqual([
      [1, 2],
      [1, 3],
      [2, 1],
      [3, 1],
    ]);
  });

  it.each(pairs.filter(({ from, to }) => canChangeTaskStatus(from, to)))('$from → $to succeeds', async ({ from, to }) => {
    const { token, tenant, task } = await taskIn(from);
    const envelope = expectOk(await server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/${ACTION[to]}`, { token }));
    expectSchema(Task, envelope.data);
    const changed = envelope.data as TaskData;
    expect(changed.status).toBe(to);
    if (to === TASK_STATUS.Completed) expect(changed.completedAt).toMatch(ISO_UTC);
    if (to === TASK_STATUS.Cancelled) expect(changed.canceledAt).toMatch(ISO_UTC);
    expect({ ...changed, status: from, completedAt: null, canceledAt: null, updatedAt: null }).toMatchObject({
      ...task,
      status: from,
      completedAt: null,
      canceledAt: null,
      updatedAt: null,
    });
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(changed);
  });

  it.each(pairs.filter(({ from, to }) => !canChangeTaskStatus(from, to)))(
    '$from → $to: 409 TASK_STATUS_TRANSITION_INVALID, nothing changed',
    async ({ from, to }) => {
      const { token, tenant, task } = await taskIn(from);
      await expectNothingWritten(server, async () => {
        expectError(
          await server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/${ACTION[to]}`, { token }),
          'TASK_STATUS_TRANSITION_INVALID',
        );
      });
      expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(task);
    },
  );

  it('each change is in the customer’s activity history, newest first (issue 21)', async () => {
    const { token, tenant, task } = await taskIn(TASK_STATUS.InProgress);
    const path = (action: string) => `${taskPath(tenant.tenantId, task.taskId)}/${action}`;
    expectOk(await server.api('PUT', path('completed'), { token }));
    expectOk(await server.api('PUT', path('in-progress'), { token }));
    expectOk(await server.api('PUT', path('canceled'), { token }));
    // A refused change records nothing.
    expectError(await server.api('PUT', path('completed'), { token }), 'TASK_STATUS_TRANSITION_INVALID');
    const activities = await activitiesOf(server, token, tenant.tenantId);
    expect(activities.map((activity) => [activity.index, activity.eventType, activity.title])).toEqual([
      [5, 6, 'Se ha cancelado una tarea del cliente'],
      [4, 7, 'Una tarea del cliente ha vuelto a estar en progreso'],
      [3, 5, 'Se ha completado una tarea del cliente'],
      [2, 4, 'Se ha añadido una tarea al cliente'],
      [1, 1, 'El cliente ha sido añadido'],
    ]);
  });

  it('a task put back in progress can be edited again', async () => {
    const { token, tenant, task } = await taskIn(TASK_STATUS.Completed);
    expectOk(await server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/in-progress`, { token }));
    const updated = expectOk(
      await server.api('PUT', taskPath(tenant.tenantId, task.taskId), { body: taskUpdateBody(task, { title: 'De nuevo' }), token }),
    ).data as TaskData;
    expect(updated).toMatchObject({ status: 1, title: 'De nuevo' });
  });

  it('accepts an empty JSON object as the body', async () => {
    const { token, tenant, task } = await taskIn(TASK_STATUS.InProgress);
    const response = await server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/completed`, { token, body: {} });
    expect(expectOk(response).data.status).toBe(2);
  });

  it('refuses a body with fields (the calls take none): 400, nothing changed', async () => {
    const { token, tenant, task } = await taskIn(TASK_STATUS.InProgress);
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/completed`, { token, body: { status: 2 } }),
        'VALIDATION_ERROR',
      );
    });
    expect(await getTask(server, token, tenant.tenantId, task.taskId)).toEqual(task);
  });

  it('two simultaneous completions: one 200, one TASK_STATUS_TRANSITION_INVALID', async () => {
    const { token, tenant, task } = await taskIn(TASK_STATUS.InProgress);
    const path = `${taskPath(tenant.tenantId, task.taskId)}/completed`;
    const responses = await Promise.all([0, 1].map(() => server.api('PUT', path, { token })));
    expect(responses.map((r) => r.status).sort(), responses.map((r) => r.text).join('\n')).toEqual([200, 409]);
  });

  it('a simultaneous completion and cancellation: one wins, the other is refused, the task shows the winner', async () => {
    const { token, tenant, task } = await taskIn(TASK_STATUS.InProgress);
    const [completed, canceled] = await Promise.all(
      (['completed', 'canceled'] as const).map((action) =>
        server.api('PUT', `${taskPath(tenant.tenantId, task.taskId)}/${action}`, { token }),
      ),
    );
    const statuses = [completed?.status, canceled?.status];
    expect([...statuses].sort(), `${completed?.text}\n${canceled?.text}`).toEqual([200, 409]);
    const stored = await getTask(server, token, tenant.tenantId, task.taskId);
    if (completed?.status === 200) expect(stored).toMatchObject({ status: 2, canceledAt: null });
    else expect(stored).toMatchObject({ status: 3, completedAt: null });
  });

  it.each(['completed', 'canceled', 'in-progress'])('%s: TASK_NOT_FOUND / TENANT_NOT_FOUND for unknown ids', async (action) => {
    const { token, tenant, task } = await taskIn(TASK_STATUS.InProgress);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('PUT', `${taskPath(tenant.tenantId, MISSING_ID)}/${action}`, { token }), 'TASK_NOT_FOUND');
      expectError(await server.api('PUT', `${taskPath(MISSING_ID, task.taskId)}/${action}`, { token }), 'TENANT_NOT_FOUND');
    });
  });
});
