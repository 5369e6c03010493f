import { describe, expect, it } from 'vitest';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { INPUT, model } from './postDeleteMachine.model.ts';

graphSuite(model);

describe('postDeleteMachine', () => {
  it('asks first; cancelling deletes nothing', () => {
    const running = run(model, INPUT, [{ type: 'delete.requested' }, { type: 'delete.cancelled' }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(actionCalls(running.effects, 'requestDelete')).toEqual([]);
  });

  it('deletes on confirmation, then closes the modal and empties the form', () => {
    const running = run(model, { network: 'facebook' }, [{ type: 'delete.requested' }, { type: 'delete.confirmed' }]);
    expect(actionCalls(running.effects, 'requestDelete')).toEqual([{ network: 'facebook' }]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    running.actor.send({ type: 'delete.succeeded' });
    expect(running.actor.getSnapshot().hasTag('dialog')).toBe(false);
    expect(actionCalls(running.effects, 'deleted')).toEqual([{ network: 'facebook' }]);
  });

  it('keeps the modal open after a failure', () => {
    const running = run(model, INPUT, [{ type: 'delete.requested' }, { type: 'delete.confirmed' }, { type: 'delete.failed' }]);
    expect(running.actor.getSnapshot().value).toBe('confirming');
    expect(actionCalls(running.effects, 'deleted')).toEqual([]);
  });
});
