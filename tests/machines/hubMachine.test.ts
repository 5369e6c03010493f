import { describe, expect, it } from 'vitest';
import { afterEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { FAKE_HUB, INPUT, model } from './hubMachine.model.ts';

graphSuite(model);

describe('hubMachine', () => {
  it('waits for the page to load before its first connection, unless a page wants it now', () => {
    const waiting = run(model, INPUT, []);
    expect(waiting.actor.getSnapshot().value).toBe('deferred');
    expect(actorCalls(waiting.effects, 'connection')).toHaveLength(0);
    waiting.actor.send(afterEvent('connectDelay', 'hub.deferred'));
    expect(waiting.actor.getSnapshot().value).toEqual({ online: 'connecting' });
    const wanted = run(model, INPUT, [{ type: 'hub.wanted' }]);
    expect(wanted.actor.getSnapshot().value).toEqual({ online: 'connecting' });
    expect(actorCalls(wanted.effects, 'connection')).toHaveLength(1);
    // A message or a closed connection before the first connection changes nothing.
    const early = run(model, INPUT, [{ type: 'hub.closed' }, { type: 'hub.message', message: {} }]);
    expect(early.actor.getSnapshot().value).toBe('deferred');
  });

  it('connects, and joins the groups once connected (the registry then resyncs the subscribers)', () => {
    const running = run(model, INPUT, [{ type: 'hub.wanted' }]);
    expect(actorCalls(running.effects, 'connection')).toHaveLength(1);
    expect(actionCalls(running.effects, 'detach')).toEqual([{ status: 'connecting' }]);
    running.actor.send({ type: 'hub.connected', hub: FAKE_HUB });
    expect(running.actor.getSnapshot().value).toEqual({ online: 'connected' });
    expect(actionCalls(running.effects, 'attach')).toHaveLength(1);
    expect(running.actor.getSnapshot().context.hub).toBe(FAKE_HUB);
  });

  it('delivers messages only while connected', () => {
    const message = { propertyDraftId: 'draft-1' };
    const running = run(model, INPUT, [{ type: 'hub.wanted' }, { type: 'hub.message', message }]);
    expect(actionCalls(running.effects, 'deliver')).toEqual([]);
    running.actor.send({ type: 'hub.connected', hub: FAKE_HUB });
    running.actor.send({ type: 'hub.message', message });
    expect(actionCalls(running.effects, 'deliver')).toEqual([{ message }]);
  });

  it('after a reconnect attaches again, on the same connection', () => {
    const running = run(model, INPUT, [{ type: 'hub.wanted' }, { type: 'hub.connected', hub: FAKE_HUB }, { type: 'hub.reconnecting' }]);
    expect(actionCalls(running.effects, 'detach')).toEqual([{ status: 'connecting' }, { status: 'reconnecting' }]);
    running.actor.send({ type: 'hub.reconnected' });
    expect(actionCalls(running.effects, 'attach')).toHaveLength(2);
    expect(actorCalls(running.effects, 'connection')).toHaveLength(1);
  });

  it('a closed connection reports failed, and a new one starts after the retry delay', () => {
    const running = run(model, INPUT, [{ type: 'hub.wanted' }, { type: 'hub.connected', hub: FAKE_HUB }, { type: 'hub.closed' }]);
    expect(running.actor.getSnapshot().value).toBe('waiting');
    expect(running.actor.getSnapshot().context.hub).toBeNull();
    expect(actionCalls(running.effects, 'detach').at(-1)).toEqual({ status: 'failed' });
    running.actor.send(afterEvent('retry', 'hub.waiting'));
    expect(running.actor.getSnapshot().value).toEqual({ online: 'connecting' });
    expect(actorCalls(running.effects, 'connection')).toHaveLength(2);
  });
});
