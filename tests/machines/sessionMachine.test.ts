import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { sessionMachine, type SessionContext } from '../../src/machines/sessionMachine.ts';
import { agent, failure, signedIn } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { model } from './sessionMachine.model.ts';

graphSuite(model);

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as SessionContext;
const withToken = { hasToken: true };
const withoutToken = { hasToken: false };
const withStoredToken: AnyEventObject[] = [];

describe('sessionMachine effects', () => {
  it('is undetermined while it fetches the agent of a stored token', () => {
    const running = run(model, withToken, withStoredToken);
    expect(running.actor.getSnapshot().hasTag('undetermined')).toBe(true);
    expect(actorCalls(running.effects, 'readToken')).toEqual([]);
    expect(actorCalls(running.effects, 'fetchAgent')).toHaveLength(1);
    running.actor.send(doneEvent('fetchAgent', agent));
    expect(running.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(running.actor.getSnapshot().hasTag('undetermined')).toBe(false);
    expect(context(running).agent).toEqual(agent);
  });

  it('starts signed out without a cookie: its very first snapshot, no call, no splash', () => {
    const initial = createActor(sessionMachine, { input: withoutToken }).getSnapshot();
    expect(initial.value).toBe('signedOut');
    expect(initial.hasTag('undetermined')).toBe(false);
    const running = run(model, withoutToken, []);
    expect(running.actor.getSnapshot().value).toBe('signedOut');
    expect(actorCalls(running.effects, 'fetchAgent')).toEqual([]);
  });

  it('takes a sign-in that ends while the stored token is still being checked', () => {
    const running = run(model, withToken, [{ type: 'session.signedIn', agent: signedIn.agent, accessToken: signedIn.accessToken }]);
    expect(running.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actionCalls(running.effects, 'storeToken')).toEqual([{ accessToken: signedIn.accessToken }]);
    expect(context(running).agent).toEqual(signedIn.agent);
  });

  it('reads the cookie again on a refresh while signed out', () => {
    const running = run(model, withoutToken, [{ type: 'session.refresh' }]);
    expect(running.actor.getSnapshot().hasTag('undetermined')).toBe(true);
    expect(actorCalls(running.effects, 'readToken')).toHaveLength(1);
    running.actor.send(doneEvent('readToken', 'stored-token'));
    expect(actorCalls(running.effects, 'fetchAgent')).toHaveLength(1);
  });

  it('drops a refused token, but keeps it through a network failure', () => {
    const refused = run(model, withToken, [...withStoredToken, errorEvent('fetchAgent', failure('ACCESS_TOKEN_INVALID'))]);
    expect(refused.actor.getSnapshot().value).toBe('signedOut');
    expect(actionCalls(refused.effects, 'clearToken')).toHaveLength(1);

    const offline = run(model, withToken, [...withStoredToken, errorEvent('fetchAgent', failure('SERVER_ERROR'))]);
    expect(offline.actor.getSnapshot().value).toBe('signedOut');
    expect(actionCalls(offline.effects, 'clearToken')).toEqual([]);
  });

  it('stores the token of a sign-in', () => {
    const running = run(model, withoutToken, [
      { type: 'session.signedIn', agent: signedIn.agent, accessToken: signedIn.accessToken },
    ]);
    expect(actionCalls(running.effects, 'storeToken')).toEqual([{ accessToken: signedIn.accessToken }]);
    expect(running.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('refreshes the agent in place, staying signed in', () => {
    const updated = { ...agent, profileCompleted: true };
    const running = run(model, withToken, [
      ...withStoredToken,
      doneEvent('fetchAgent', agent),
      { type: 'session.refresh' },
    ]);
    expect(running.actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(running.actor.getSnapshot().hasTag('undetermined')).toBe(false);
    running.actor.send(doneEvent('refreshAgent', updated));
    expect(context(running).agent).toEqual(updated);
  });

  it('clears the cookie on logout, even when the call fails', () => {
    for (const outcome of [doneEvent('logout'), errorEvent('logout', failure('SERVER_ERROR'))]) {
      const running = run(model, withToken, [...withStoredToken, doneEvent('fetchAgent', agent), { type: 'session.signOut' }]);
      expect(actorCalls(running.effects, 'logout')).toHaveLength(1);
      running.actor.send(outcome);
      expect(running.actor.getSnapshot().value).toBe('signedOut');
      expect(actionCalls(running.effects, 'clearToken')).toHaveLength(1);
      expect(context(running).agent).toBeNull();
    }
  });
});
