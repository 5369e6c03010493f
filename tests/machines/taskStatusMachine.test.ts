import { describe, expect, it } from 'vitest';
import { taskStatusTexts } from '../../src/i18n/customers.ts';
import type { TaskStatusContext } from '../../src/machines/taskStatusMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { TASK_ID, TENANT_ID, model, taskWith } from './taskStatusMachine.model.ts';

graphSuite(model);

const input = (status: 1 | 2 | 3) => ({ tenantId: TENANT_ID, taskId: TASK_ID, status });
const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as TaskStatusContext;
const ref = { tenantId: TENANT_ID, taskId: TASK_ID };

describe('taskStatusMachine effects', () => {
  it.each([
    [1, 2, 'complete'],
    [1, 3, 'cancel'],
    [2, 1, 'reopen'],
    [3, 1, 'reopen'],
  ] as const)('from %i to %i: shows it at once, disables the select, calls %s', (from, to, actor) => {
    const running = run(model, input(from), [{ type: 'status.selected', status: to }]);
    expect(context(running)).toMatchObject({ status: to, previous: from });
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(running.actor.getSnapshot().can({ type: 'status.selected', status: from })).toBe(false);
    expect(actorCalls(running.effects, actor)).toEqual([ref]);
  });

  it.each([
    [1, 1],
    [2, 3],
    [3, 2],
    [2, 2],
  ] as const)('refuses %i → %i without a call', (from, to) => {
    const running = run(model, input(from), [{ type: 'status.selected', status: to }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(context(running).status).toBe(from);
    expect(running.effects).toEqual([]);
  });

  it('reloads the task after success and keeps the saved status', () => {
    const running = run(model, input(1), [{ type: 'status.selected', status: 2 }, doneEvent('complete', taskWith(2))]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(context(running)).toMatchObject({ status: 2, previous: null });
    expect(actionCalls(running.effects, 'reload')).toEqual([{ from: 'updateTaskStatus' }]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Tarea completada exitosamente.' }]);
  });

  it.each([
    [2, 1, 'reopen', 'Tarea marcada como en progreso exitosamente.'],
    [1, 3, 'cancel', 'Tarea cancelada exitosamente.'],
  ] as const)('says the change %i → %i with a toast', (from, to, actor, message) => {
    const running = run(model, input(from), [{ type: 'status.selected', status: to }, doneEvent(actor, taskWith(to))]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message }]);
  });

  it('puts the previous status back and shows the error toast on failure', () => {
    const running = run(model, input(2), [
      { type: 'status.selected', status: 1 },
      errorEvent('reopen', failure('TASK_STATUS_TRANSITION_INVALID')),
    ]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(context(running)).toMatchObject({ status: 2, previous: null });
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: taskStatusTexts.failed }]);
    expect(taskStatusTexts.failed).toBe('Algo ha salido mal. Vuelve a intentarlo.');
    expect(actionCalls(running.effects, 'reload')).toEqual([]);
  });

  it('follows the reloaded task’s status', () => {
    const running = run(model, input(1), [{ type: 'status.synced', status: 3 }, { type: 'status.selected', status: 1 }]);
    expect(actorCalls(running.effects, 'reopen')).toEqual([ref]);
  });
});
