import { describe, expect, it } from 'vitest';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actorCalls, graphSuite, run } from './graph-suite.ts';
import { SIGNED_IN, SIGNED_OUT, model } from './dataDeletionMachine.model.ts';

graphSuite(model);

describe('dataDeletionMachine effects', () => {
  it('a signed-in agent’s connection to that provider is removed before the page says so', () => {
    const running = run(model, SIGNED_IN, []);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'remove')).toEqual([{ provider: 'facebook' }]);
    running.actor.send(doneEvent('remove'));
    expect(running.actor.getSnapshot().value).toBe('removed');
  });

  it('a failure is never shown as removed; retry removes again', () => {
    const running = run(model, SIGNED_IN, [errorEvent('remove', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    running.actor.send({ type: 'retry' });
    expect(actorCalls(running.effects, 'remove')).toHaveLength(2);
  });

  it('a visitor who is not signed in has nothing stored to remove', () => {
    const running = run(model, SIGNED_OUT, []);
    expect(running.actor.getSnapshot().value).toBe('removed');
    expect(running.effects).toEqual([]);
  });
});
