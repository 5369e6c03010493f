import { describe, expect, it } from 'vitest';
import type { TaskDetailContext } from '../../src/machines/taskDetailMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actorCalls, graphSuite, run } from './graph-suite.ts';
import { TASK_ID, TENANT_ID, completed, inProgress, model } from './taskDetailMachine.model.ts';

graphSuite(model);

const input = { tenantId: TENANT_ID, taskId: TASK_ID };
const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as TaskDetailContext;

describe('taskDetailMachine effects', () => {
  it('loads the task of the customer, busy until it arrives', () => {
    const running = run(model, input, []);
    expect(actorCalls(running.effects, 'loadTask')).toEqual([input]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    running.actor.send(doneEvent('loadTask', inProgress));
    expect(running.actor.getSnapshot().matches({ loaded: { record: 'idle', mode: 'viewing' } })).toBe(true);
    expect(context(running).task).toEqual(inProgress);
  });

  it('keeps the failure and loads again on retry', () => {
    const running = run(model, input, [errorEvent('loadTask', failure('TASK_NOT_FOUND'))]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    expect(context(running).error).toBe('TASK_NOT_FOUND');
    running.actor.send({ type: 'task.retried' });
    running.actor.send(doneEvent('loadTask', inProgress));
    expect(context(running).error).toBeNull();
  });

  it('offers editing only while the task is in progress', () => {
    const editable = run(model, input, [doneEvent('loadTask', inProgress)]);
    expect(editable.actor.getSnapshot().can({ type: 'edit.started' })).toBe(true);
    editable.actor.send({ type: 'edit.started' });
    expect(editable.actor.getSnapshot().matches({ loaded: { mode: 'editing' } })).toBe(true);
    editable.actor.send({ type: 'edit.cancelled' });
    expect(editable.actor.getSnapshot().matches({ loaded: { mode: 'viewing' } })).toBe(true);

    const done = run(model, input, [doneEvent('loadTask', completed)]);
    expect(done.actor.getSnapshot().can({ type: 'edit.started' })).toBe(false);
  });

  it('reloads silently, ends editing, and keeps the task when the reload fails', () => {
    const running = run(model, input, [doneEvent('loadTask', inProgress), { type: 'edit.started' }, { type: 'task.reloaded' }]);
    expect(running.actor.getSnapshot().matches({ loaded: { record: 'reloading', mode: 'viewing' } })).toBe(true);
    expect(context(running).task).toEqual(inProgress);
    running.actor.send(errorEvent('reloadTask', failure('SERVER_ERROR')));
    expect(context(running).task).toEqual(inProgress);
    running.actor.send({ type: 'task.reloaded' });
    running.actor.send(doneEvent('reloadTask', completed));
    expect(context(running).task).toEqual(completed);
    expect(actorCalls(running.effects, 'loadTask')).toHaveLength(3);
  });
});
