import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { TaskFormContext } from '../../src/machines/taskFormMachine.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, startActor } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { SLUG, TENANT_ID, TODAY, call, created, model, task } from './taskFormMachine.model.ts';

graphSuite(model);

const create = { mode: 'create', tenantId: TENANT_ID, slug: SLUG, today: TODAY } as const;
const edit = { mode: 'edit', tenantId: TENANT_ID, slug: SLUG, task, today: TODAY } as const;

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as TaskFormContext;

const filled: AnyEventObject[] = [
  { type: 'taskType.selected', taskTypeId: call.taskTypeId },
  { type: 'field.changed', field: 'title', value: ' Visitar el apartamento ' },
  { type: 'field.changed', field: 'description', value: ' Llevar las llaves ' },
  { type: 'field.changed', field: 'expirationDate', value: TODAY },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('taskFormMachine', () => {
  it('starts with priority Medium and refuses an empty form with the spec messages', () => {
    const running = run(model, create, [{ type: 'form.submitted' }]);
    expect(context(running).values.priority).toBe(2);
    expect(context(running).errors).toEqual({
      taskTypeId: 'Debes seleccionar un tipo de tarea',
      title: 'Debes escribir el título',
      description: 'Debes escribir la descripción',
      priority: null,
      expirationDate: 'Debes seleccionar una fecha de vencimiento',
    });
    expect(actorCalls(running.effects, 'create')).toEqual([]);
  });

  it('refuses a due date before today (Caracas) and an unknown priority', () => {
    const running = run(model, create, [
      ...filled,
      { type: 'field.changed', field: 'expirationDate', value: '2026-11-24' },
      { type: 'priority.selected', priority: 4 },
      { type: 'form.submitted' },
    ]);
    expect(context(running).errors.expirationDate).toBe('La fecha de vencimiento es menor a la fecha actual');
    expect(context(running).errors.priority).toBe('La prioridad seleccionada no es válida');
    expect(actorCalls(running.effects, 'create')).toEqual([]);
  });

  it('checks a field on change', () => {
    const running = run(model, create, [{ type: 'field.changed', field: 'title', value: 'ab' }]);
    expect(context(running).errors.title).toBe('El título debe tener al menos 3 caracteres');
    expect(context(running).errors.description).toBeNull();
  });

  it('creates with trimmed texts and the due day at 00:00 Caracas, then opens the new task after 2 s', () => {
    vi.useFakeTimers();
    const running = startActor(model, create);
    for (const event of [...filled, { type: 'form.submitted' }]) running.actor.send(event);
    expect(actorCalls(running.effects, 'create')).toEqual([
      {
        tenantId: TENANT_ID,
        body: {
          taskTypeId: call.taskTypeId,
          title: 'Visitar el apartamento',
          description: 'Llevar las llaves',
          priority: 2,
          expiredAt: '2026-11-25T04:00:00.000Z',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    running.actor.send(doneEvent('create', created));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Tarea agregada exitosamente' }]);
    vi.advanceTimersByTime(1999);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actionCalls(running.effects, 'navigate')).toEqual([
      { to: `/customers/view/${SLUG}?section=tasks&task=${created.taskId}&from=addTask` },
    ]);
    expect(actionCalls(running.effects, 'reload')).toEqual([]);
    running.actor.stop();
  });

  it('keeps the form and shows the error toast when the call fails', () => {
    const running = run(model, create, [...filled, { type: 'form.submitted' }, errorEvent('create', failure('SERVER_ERROR'))]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: 'Algo ha salido mal. Vuelve a intentarlo.' }]);
    expect(running.actor.getSnapshot().value).toBe('filling');
    expect(context(running).values.title).toBe(' Visitar el apartamento ');
  });

  it('edits a task prefilled (due day in Caracas), sends its id, and reloads after 2 s', () => {
    const running = run(model, edit, [{ type: 'priority.selected', priority: 1 }, { type: 'form.submitted' }]);
    expect(context(running).values.expirationDate).toBe('2026-11-27');
    expect(actorCalls(running.effects, 'update')).toEqual([
      {
        tenantId: TENANT_ID,
        body: {
          taskId: task.taskId,
          taskTypeId: call.taskTypeId,
          title: task.title,
          description: task.description,
          priority: 1,
          expiredAt: task.expiredAt,
        },
      },
    ]);
    running.actor.send(doneEvent('update', task));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Tarea modificada exitosamente' }]);
    running.actor.send(afterEvent('redirectDelay', 'taskForm.saved'));
    expect(actionCalls(running.effects, 'reload')).toEqual([{ from: 'updateTask' }]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
  });

  it('loads the tenant task types', () => {
    const running = run(model, create, [doneEvent('loadTaskTypes', [call])]);
    expect(actorCalls(running.effects, 'loadTaskTypes')).toHaveLength(1);
    expect(context(running).taskTypes).toEqual([call]);
  });
});

describe('taskFormMachine keeps what was typed (issue 21)', () => {
  it('remembers the values after each change, starts from a restored copy, and forgets it once saved', () => {
    const restored = { taskTypeId: call.taskTypeId, title: 'Llamar', description: 'Sobre el contrato', priority: 3, expirationDate: '' };
    const running = startActor(model, { ...edit, restored });
    expect((running.actor.getSnapshot().context as TaskFormContext).values).toEqual(restored);
    running.actor.send({ type: 'field.changed', field: 'title', value: 'Llamar hoy' });
    running.actor.send({ type: 'priority.selected', priority: 1 });
    running.actor.send({ type: 'taskType.selected', taskTypeId: null });
    expect(actionCalls(running.effects, 'rememberTyped')).toHaveLength(3);
    expect(actionCalls(running.effects, 'rememberTyped').at(-1)).toEqual({ values: { ...restored, title: 'Llamar hoy', priority: 1, taskTypeId: null } });
    running.actor.send({ type: 'taskType.selected', taskTypeId: call.taskTypeId });
    running.actor.send({ type: 'field.changed', field: 'expirationDate', value: '2026-11-30' });
    running.actor.send({ type: 'form.submitted' });
    running.actor.send(errorEvent('update', failure('SERVER_ERROR')));
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
    running.actor.send({ type: 'form.submitted' });
    running.actor.send(doneEvent('update', task));
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
    running.actor.stop();
  });
});

describe('taskFormMachine creates once (issue 21, Idempotency-Key)', () => {
  const keys = (running: ReturnType<typeof run>) =>
    actorCalls(running.effects, 'create').map((input) => (input as { idempotencyKey: string }).idempotencyKey);

  it('sends the same key when the same submit is retried, a new one for another body, and starts afresh once created', () => {
    const running = run(model, create, [...filled, { type: 'form.submitted' }, errorEvent('create', failure('SERVER_ERROR')), { type: 'form.submitted' }]);
    const [first, retry] = keys(running);
    expect(retry).toBe(first);
    running.actor.send(errorEvent('create', failure('SERVER_ERROR')));
    running.actor.send({ type: 'field.changed', field: 'title', value: 'Visitar el local' });
    running.actor.send({ type: 'form.submitted' });
    const third = keys(running)[2];
    expect(third).not.toBe(first);
    running.actor.send(doneEvent('create', created));
    expect(context(running).createAttempt.key).not.toBe(third);
    expect(context(running).createAttempt.body).toBeNull();
  });
});
