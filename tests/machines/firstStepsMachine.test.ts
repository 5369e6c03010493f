import { describe, expect, it } from 'vitest';
import { allStepsDone } from '../../src/machines/firstStepsMachine.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { ALL_DONE, AGENT_ID, SOME_DONE, model } from './firstStepsMachine.model.ts';

graphSuite(model);

const input = { agentId: AGENT_ID, dismissed: false, minimised: false };

describe('firstStepsMachine', () => {
  it('reads the completed tasks and opens with the progress', () => {
    const running = run(model, input, [doneEvent('loadCompleted', SOME_DONE)]);
    const snapshot = running.actor.getSnapshot();
    expect(actorCalls(running.effects, 'loadCompleted')).toHaveLength(1);
    expect(snapshot.hasTag('open')).toBe(true);
    expect(snapshot.context.done).toEqual(SOME_DONE);
  });

  it('starts as the round button on phones', () => {
    const running = run(model, { ...input, minimised: true }, [doneEvent('loadCompleted', SOME_DONE)]);
    expect(running.actor.getSnapshot().hasTag('minimised')).toBe(true);
  });

  it('never shows again once dismissed in this browser, without asking the server', () => {
    const running = run(model, { ...input, dismissed: true }, []);
    expect(running.actor.getSnapshot().value).toBe('closed');
    expect(actorCalls(running.effects, 'loadCompleted')).toEqual([]);
  });

  it('closes itself when all five are done, at the first read or after a later step', () => {
    expect(run(model, input, [doneEvent('loadCompleted', ALL_DONE)]).actor.getSnapshot().value).toBe('closed');
    const later = run(model, input, [doneEvent('loadCompleted', SOME_DONE), { type: 'widget.refreshed' }]);
    expect(actorCalls(later.effects, 'loadCompleted')).toHaveLength(2);
    later.actor.send(doneEvent('refreshCompleted', ALL_DONE));
    expect(later.actor.getSnapshot().value).toBe('closed');
    expect(actionCalls(later.effects, 'persistDismissed')).toEqual([]);
  });

  it('minimises, restores and remembers a dismissal', () => {
    const running = run(model, input, [doneEvent('loadCompleted', SOME_DONE), { type: 'widget.minimised' }]);
    expect(running.actor.getSnapshot().hasTag('minimised')).toBe(true);
    running.actor.send({ type: 'widget.opened' });
    expect(running.actor.getSnapshot().hasTag('open')).toBe(true);
    running.actor.send({ type: 'widget.dismissed' });
    expect(running.actor.getSnapshot().value).toBe('closed');
    expect(actionCalls(running.effects, 'persistDismissed')).toHaveLength(1);
  });

  it('hides when the list cannot be read and tries again on the next page', () => {
    const running = run(model, input, [errorEvent('loadCompleted', new Error('offline'))]);
    expect(running.actor.getSnapshot().value).toBe('unavailable');
    running.actor.send({ type: 'widget.refreshed' });
    expect(running.actor.getSnapshot().value).toBe('loading');
  });

  it('is done with all five types, in any order, and not with four', () => {
    expect(allStepsDone([5, 4, 3, 2, 1])).toBe(true);
    expect(allStepsDone([1, 2, 3, 4])).toBe(false);
  });
});
