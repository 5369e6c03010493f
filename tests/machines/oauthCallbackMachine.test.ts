import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OAuthCallbackContext } from '../../src/machines/oauthCallbackMachine.ts';
import { failure, socialCancelled, socialFailed } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { FACEBOOK, FACEBOOK_MISSING, INSTAGRAM, INSTAGRAM_MISSING, connection, model, replacement } from './oauthCallbackMachine.model.ts';

graphSuite(model);

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as OAuthCallbackContext;

describe('oauthCallbackMachine effects', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the state first, hands the code to the server, shows success, and goes to the target 3 s later (replacing the callback)', () => {
    const running = run(model, INSTAGRAM, []);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'claimState')).toEqual([{ provider: 'instagram', state: 'state-1' }]);
    expect(actorCalls(running.effects, 'connect')).toEqual([]);
    running.actor.send(doneEvent('claimState', true));
    expect(actorCalls(running.effects, 'connect')).toEqual([{ provider: 'instagram', credential: 'code-1', replace: false }]);
    running.actor.send(doneEvent('connect', connection));
    expect(running.actor.getSnapshot().value).toBe('succeeded');
    vi.advanceTimersByTime(2999);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(running.effects.filter((effect) => effect.kind === 'action').map((effect) => effect.name)).toEqual(['forgetReturn', 'navigate']);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: INSTAGRAM.target, replace: true }]);
    running.actor.stop();
  });

  it('a callback without code or token is the error view, and calls nothing', () => {
    for (const input of [INSTAGRAM_MISSING, FACEBOOK_MISSING]) {
      const running = run(model, input, []);
      expect(running.actor.getSnapshot().value).toBe('failed');
      expect(context(running).failure).toBe('authorization');
      expect(running.effects).toEqual([]);
    }
  });

  it('a state this tab did not store (or could not check) connects nothing: the error view says so', () => {
    for (const outcome of [doneEvent('claimState', false), errorEvent('claimState', failure('SERVER_ERROR'))]) {
      const running = run(model, FACEBOOK, [outcome]);
      expect(running.actor.getSnapshot().value).toBe('failed');
      expect(context(running).failure).toBe('unrequested');
      expect(actorCalls(running.effects, 'connect')).toEqual([]);
    }
  });

  it('another account: nothing replaced until the agent confirms in the dialog, which names both', () => {
    const running = run(model, FACEBOOK, [doneEvent('claimState', true), errorEvent('connect', failure('MEDIA_PROVIDER_ACCOUNT_CHANGE'))]);
    expect(actorCalls(running.effects, 'replacement')).toEqual([{ provider: 'facebook' }]);
    running.actor.send(doneEvent('replacement', replacement));
    expect(running.actor.getSnapshot().hasTag('replaceDialog')).toBe(true);
    expect(context(running).replacement).toEqual(replacement);
    running.actor.send({ type: 'replace.confirmed' });
    expect(actorCalls(running.effects, 'connect')).toEqual([
      { provider: 'facebook', credential: 'short-token-1', replace: false },
      { provider: 'facebook', credential: 'short-token-1', replace: true },
    ]);
    running.actor.send(doneEvent('replace', connection));
    expect(running.actor.getSnapshot().value).toBe('succeeded');
  });

  it('another account, declined: back to where the connection started, nothing replaced', () => {
    const running = run(model, FACEBOOK, [
      doneEvent('claimState', true),
      errorEvent('connect', failure('MEDIA_PROVIDER_ACCOUNT_CHANGE')),
      doneEvent('replacement', replacement),
      { type: 'replace.cancelled' },
    ]);
    expect(actorCalls(running.effects, 'connect')).toHaveLength(1);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: FACEBOOK.target, replace: true }]);
  });

  it('a refused authorization is the error view; Regresar al inicio goes home', () => {
    const running = run(model, FACEBOOK, [doneEvent('claimState', true), errorEvent('connect', failure('MEDIA_PROVIDER_AUTHORIZATION_FAILED'))]);
    expect(context(running).failure).toBe('authorization');
    running.actor.send({ type: 'home' });
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/', replace: true }]);
  });

  it('Instagram retry: a new authorization URL, a full load; its failure says Instagram could not connect', () => {
    const running = run(model, INSTAGRAM_MISSING, [{ type: 'retry' }]);
    expect(actorCalls(running.effects, 'instagramUrl')).toHaveLength(1);
    running.actor.send(doneEvent('instagramUrl', 'http://localhost/oauth-consent/instagram?purpose=connect'));
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: 'http://localhost/oauth-consent/instagram?purpose=connect', full: true }]);
    const failed = run(model, INSTAGRAM_MISSING, [{ type: 'retry' }, errorEvent('instagramUrl', failure('SERVER_ERROR'))]);
    expect(context(failed).failure).toBe('instagram');
  });

  it('Facebook retry: the login again, then the new token is connected here', () => {
    const running = run(model, FACEBOOK_MISSING, [{ type: 'retry' }]);
    expect(actorCalls(running.effects, 'facebookToken')).toHaveLength(1);
    running.actor.send(doneEvent('facebookToken', 'short-token-2'));
    expect(actorCalls(running.effects, 'claimState')).toEqual([]);
    expect(actorCalls(running.effects, 'connect')).toEqual([{ provider: 'facebook', credential: 'short-token-2', replace: false }]);
    expect(context(running).failure).toBeNull();
  });

  it('Facebook retry: a closed popup leaves the error as it was; a failed login says Facebook failed', () => {
    const cancelled = run(model, FACEBOOK_MISSING, [{ type: 'retry' }, errorEvent('facebookToken', socialCancelled)]);
    expect(cancelled.actor.getSnapshot().value).toBe('failed');
    expect(context(cancelled).failure).toBe('authorization');
    const failed = run(model, FACEBOOK_MISSING, [{ type: 'retry' }, errorEvent('facebookToken', socialFailed)]);
    expect(context(failed).failure).toBe('facebook');
  });
});
