import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, startActor } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { INPUT, model } from './taskDeleteMachine.model.ts';

graphSuite(model);

afterEach(() => {
  vi.useRealTimers();
});

describe('taskDeleteMachine', () => {
  it('asks for confirmation first; cancelling sends nothing', () => {
    const running = run(model, INPUT, [{ type: 'deletion.requested' }, { type: 'deletion.cancelled' }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(actorCalls(running.effects, 'deleteTask')).toEqual([]);
  });

  it('deletes, removes the task from the list at once and closes the panel after 1.5 s', () => {
    vi.useFakeTimers();
    const running = startActor(model, INPUT);
    running.actor.send({ type: 'deletion.requested' });
    running.actor.send({ type: 'deletion.confirmed' });
    expect(actorCalls(running.effects, 'deleteTask')).toEqual([{ tenantId: 'tenant-1', taskId: 'task-1' }]);
    running.actor.send(doneEvent('deleteTask'));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Tarea eliminada exitosamente.' }]);
    expect(actionCalls(running.effects, 'removed')).toEqual([{ taskId: 'task-1' }]);
    vi.advanceTimersByTime(1499);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actionCalls(running.effects, 'navigate')).toEqual([
      { to: '/customers/view/ana-perez?section=tasks&from=deleteTask', replace: true },
    ]);
    running.actor.stop();
  });

  it('shows the error toast and keeps the task when the call fails', () => {
    const running = run(model, INPUT, [
      { type: 'deletion.requested' },
      { type: 'deletion.confirmed' },
      errorEvent('deleteTask', failure('SERVER_ERROR')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: 'Algo ha salido mal. Vuelve a intentarlo.' }]);
    expect(actionCalls(running.effects, 'removed')).toEqual([]);
    expect(running.actor.getSnapshot().value).toBe('idle');
  });
});
