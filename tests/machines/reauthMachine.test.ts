import { describe, expect, it } from 'vitest';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { agent } from './fixtures.ts';
import { model, otherAgent } from './reauthMachine.model.ts';

graphSuite(model);

describe('reauthMachine', () => {
  it('opens one dialog for every refusal, says the session was closed elsewhere if any call says so, and replays all on the same agent', () => {
    const running = run(model, undefined, [
      { type: 'session.ended', reason: 'ACCESS_TOKEN_INVALID', agent },
      { type: 'session.ended', reason: 'SESSION_REVOKED', agent },
      { type: 'session.ended', reason: 'ACCESS_TOKEN_INVALID', agent },
    ]);
    expect(running.actor.getSnapshot().value).toBe('open');
    expect(running.actor.getSnapshot().context).toMatchObject({ reason: 'SESSION_REVOKED', email: agent.emailAddress });
    running.actor.send({ type: 'reauth.signedIn', agent, accessToken: 'new-token' });
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(actionCalls(running.effects, 'renewSession')).toEqual([{ agent, accessToken: 'new-token' }]);
    expect(actionCalls(running.effects, 'replayParked')).toHaveLength(1);
    expect(actionCalls(running.effects, 'dropParked')).toEqual([]);
  });

  it('does not replay for another agent: it drops the parked calls and switches', () => {
    const running = run(model, undefined, [
      { type: 'session.ended', reason: 'ACCESS_TOKEN_INVALID', agent },
      { type: 'reauth.signedIn', agent: otherAgent, accessToken: 'other-token' },
    ]);
    expect(running.actor.getSnapshot().value).toBe('leaving');
    expect(actionCalls(running.effects, 'replayParked')).toEqual([]);
    expect(actionCalls(running.effects, 'dropParked')).toHaveLength(1);
    expect(actionCalls(running.effects, 'switchAgent')).toEqual([{ agent: otherAgent, accessToken: 'other-token' }]);
  });

  it("'Cerrar sesión' drops the parked calls and signs out", () => {
    const running = run(model, undefined, [
      { type: 'session.ended', reason: 'SESSION_REVOKED', agent },
      { type: 'reauth.signOut' },
    ]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(actionCalls(running.effects, 'dropParked')).toHaveLength(1);
    expect(actionCalls(running.effects, 'signOut')).toHaveLength(1);
  });
});
