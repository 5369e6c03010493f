import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { leaveGuardMachine } from '../../src/machines/leaveGuardMachine.ts';
import { clearUnsavedWork, hasUnsavedWork, markUnsaved, onUnsavedWorkChange } from '../../src/services/unsaved-work.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { GO, model } from './leaveGuardMachine.model.ts';

graphSuite(model);

describe('leaveGuardMachine (issue 21)', () => {
  afterEach(() => clearUnsavedWork());

  it('lets a navigation through at once without unsaved changes', () => {
    const running = run(model, undefined, [{ type: 'leave.requested', go: GO, unsaved: false }]);
    expect(actionCalls(running.effects, 'go')).toHaveLength(1);
    expect(running.actor.getSnapshot().value).toBe('idle');
  });

  it('asks with unsaved changes, and runs the newest navigation only on Salir', () => {
    const first = vi.fn();
    const second = vi.fn();
    const actor = createActor(leaveGuardMachine).start();
    markUnsaved('agentes.typed.a.property.d', true);
    actor.send({ type: 'leave.requested', go: first, unsaved: hasUnsavedWork() });
    actor.send({ type: 'leave.requested', go: second, unsaved: hasUnsavedWork() });
    expect(actor.getSnapshot().hasTag('asking')).toBe(true);
    actor.send({ type: 'leave.cancelled' });
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    actor.send({ type: 'leave.requested', go: second, unsaved: hasUnsavedWork() });
    actor.send({ type: 'leave.confirmed' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(hasUnsavedWork()).toBe(false);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });
});

describe('unsaved-work registry', () => {
  afterEach(() => clearUnsavedWork());

  it('tells its listeners when the first form becomes unsaved and the last one saved', () => {
    const changes: boolean[] = [];
    const stop = onUnsavedWorkChange((unsaved) => changes.push(unsaved));
    markUnsaved('a', true);
    markUnsaved('b', true);
    markUnsaved('a', false);
    expect(hasUnsavedWork()).toBe(true);
    markUnsaved('b', false);
    markUnsaved('b', false);
    stop();
    markUnsaved('c', true);
    expect(changes).toEqual([true, false]);
  });
});
