import { describe, expect, it } from 'vitest';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actorCalls, graphSuite, run } from './graph-suite.ts';
import { AFTER_DISCONNECT, SIGNED_IN, SIGNED_OUT, WITH_CODE, model, request, summary } from './dataDeletionMachine.model.ts';

graphSuite(model);

describe('dataDeletionMachine effects', () => {
  it('on load a signed-in agent’s connection is only read: nothing is removed until the agent confirms', () => {
    const running = run(model, SIGNED_IN, []);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'load')).toEqual([{ provider: 'facebook' }]);
    running.actor.send(doneEvent('load', summary));
    expect(running.actor.getSnapshot().value).toBe('confirming');
    expect(running.actor.getSnapshot().context.summary).toEqual(summary);
    expect(actorCalls(running.effects, 'remove')).toEqual([]);
    running.actor.send({ type: 'confirm' });
    expect(actorCalls(running.effects, 'remove')).toEqual([{ provider: 'facebook' }]);
    running.actor.send(doneEvent('remove'));
    expect(running.actor.getSnapshot().value).toBe('removed');
  });

  it('nothing stored: the page says so and removes nothing; right after the grid’s disconnection it reports the removal', () => {
    const nothing = run(model, SIGNED_IN, [doneEvent('load', null)]);
    expect(nothing.actor.getSnapshot().value).toBe('nothingStored');
    const after = run(model, AFTER_DISCONNECT, [doneEvent('load', null)]);
    expect(after.actor.getSnapshot().value).toBe('removed');
    expect(actorCalls(after.effects, 'remove')).toEqual([]);
  });

  it('a link that says “disconnected” while a connection is still stored asks all the same', () => {
    const running = run(model, AFTER_DISCONNECT, [doneEvent('load', summary)]);
    expect(running.actor.getSnapshot().value).toBe('confirming');
  });

  it('a failure is never shown as removed; retry removes again; a failed read retries the read', () => {
    const running = run(model, SIGNED_IN, [doneEvent('load', summary), { type: 'confirm' }, errorEvent('remove', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    running.actor.send({ type: 'retry' });
    expect(actorCalls(running.effects, 'remove')).toHaveLength(2);
    const unread = run(model, SIGNED_IN, [errorEvent('load', failure('SERVER_ERROR')), { type: 'retry' }]);
    expect(actorCalls(unread.effects, 'load')).toHaveLength(2);
    expect(actorCalls(unread.effects, 'remove')).toEqual([]);
  });

  it('a visitor who is not signed in has nothing stored to remove', () => {
    const running = run(model, SIGNED_OUT, []);
    expect(running.actor.getSnapshot().value).toBe('removed');
    expect(running.effects).toEqual([]);
  });

  it('a confirmation code shows that request’s status, or that there is none', () => {
    const found = run(model, WITH_CODE, []);
    expect(actorCalls(found.effects, 'request')).toEqual([{ code: WITH_CODE.code }]);
    found.actor.send(doneEvent('request', request));
    expect(found.actor.getSnapshot().value).toBe('requestFound');
    expect(found.actor.getSnapshot().context.request).toEqual(request);
    const missing = run(model, WITH_CODE, [errorEvent('request', failure('DATA_DELETION_REQUEST_NOT_FOUND'))]);
    expect(missing.actor.getSnapshot().value).toBe('requestMissing');
  });
});
