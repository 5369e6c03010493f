import { describe, expect, it } from 'vitest';
import type { MediaProviderContext } from '../../src/machines/mediaProviderMachine.ts';
import { failure, socialCancelled, socialFailed } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { INSTAGRAM_URL, facebook, instagram, model } from './mediaProviderMachine.model.ts';

graphSuite(model);

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as MediaProviderContext;

describe('mediaProviderMachine effects', () => {
  it('Facebook: the login’s short token goes to the callback route with the state made for it and from', () => {
    const running = run(model, { from: 'account' }, [{ type: 'connect.requested', provider: facebook }, { type: 'connect.confirmed' }]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'facebookToken')).toHaveLength(1);
    running.actor.send(doneEvent('facebookToken', { accessToken: 'short token/1', state: 's-1' }));
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/oauth/authorize/facebook?access_token=short+token%2F1&state=s-1&from=account' }]);
    expect(running.actor.getSnapshot().value).toBe('leaving');
  });

  it('Facebook from the property editor carries context_id', () => {
    const running = run(model, { from: 'property-editor', contextId: 'draft-1' }, [
      { type: 'connect.requested', provider: facebook },
      { type: 'connect.confirmed' },
      doneEvent('facebookToken', { accessToken: 'tok', state: 's-2' }),
    ]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([
      { to: '/oauth/authorize/facebook?access_token=tok&state=s-2&from=property-editor&context_id=draft-1' },
    ]);
  });

  it('Facebook: a closed popup returns to the modal silently; a failed login says so in it', () => {
    const running = run(model, { from: 'onboarding' }, [
      { type: 'connect.requested', provider: facebook },
      { type: 'connect.confirmed' },
      errorEvent('facebookToken', socialCancelled),
    ]);
    expect(running.actor.getSnapshot().value).toBe('connectOpen');
    expect(context(running).failure).toBeNull();
    running.actor.send({ type: 'connect.confirmed' });
    running.actor.send(errorEvent('facebookToken', socialFailed));
    expect(context(running).failure).toBe('facebook');
    running.actor.send({ type: 'connect.cancelled' });
    running.actor.send({ type: 'connect.requested', provider: facebook });
    expect(context(running).failure).toBeNull();
  });

  it('Instagram: the authorization is prepared with the grid’s own address to come back to, then the browser leaves for it', () => {
    for (const [from, returnTo] of [
      ['onboarding', '/onboarding?step=3&from=async_media'],
      ['account', '/account?section=integrations'],
    ] as const) {
      const running = run(model, { from }, [{ type: 'connect.requested', provider: instagram }, { type: 'connect.confirmed' }]);
      expect(actorCalls(running.effects, 'instagramUrl')).toEqual([{ returnTo }]);
      running.actor.send(doneEvent('instagramUrl', INSTAGRAM_URL));
      expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: INSTAGRAM_URL, full: true }]);
    }
  });

  it('Instagram: no URL → the modal shows the Instagram error', () => {
    const running = run(model, { from: 'account' }, [
      { type: 'connect.requested', provider: instagram },
      { type: 'connect.confirmed' },
      errorEvent('instagramUrl', failure('SERVER_ERROR')),
    ]);
    expect(running.actor.getSnapshot().value).toBe('connectOpen');
    expect(context(running).failure).toBe('instagram');
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
  });

  it('disconnects the provider asked for, then shows its data-deletion page with from', () => {
    const running = run(model, { from: 'account' }, [{ type: 'disconnect.requested', provider: instagram }]);
    expect(running.actor.getSnapshot().value).toBe('confirmingDisconnect');
    expect(running.effects).toEqual([]);
    running.actor.send({ type: 'disconnect.confirmed' });
    expect(actorCalls(running.effects, 'disconnect')).toEqual([{ mediaProviderId: instagram.mediaProviderId }]);
    running.actor.send(doneEvent('disconnect', null));
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/instagram/data-delete?from=account&disconnected=1' }]);
  });

  it('a connection already gone counts as disconnected; another failure stays on the grid with the message', () => {
    const gone = run(model, { from: 'onboarding' }, [
      { type: 'disconnect.requested', provider: facebook },
      { type: 'disconnect.confirmed' },
      errorEvent('disconnect', failure('MEDIA_PROVIDER_NOT_FOUND')),
    ]);
    expect(actionCalls(gone.effects, 'navigate')).toEqual([{ to: '/facebook/data-delete?from=onboarding&disconnected=1' }]);
    const failed = run(model, { from: 'account' }, [
      { type: 'disconnect.requested', provider: facebook },
      { type: 'disconnect.confirmed' },
      errorEvent('disconnect', failure('SERVER_ERROR')),
    ]);
    expect(failed.actor.getSnapshot().value).toBe('idle');
    expect(context(failed).failure).toBe('disconnect');
    expect(actionCalls(failed.effects, 'navigate')).toEqual([]);
  });

  it('cancelling the confirmation calls nothing', () => {
    const running = run(model, { from: 'account' }, [{ type: 'disconnect.requested', provider: facebook }, { type: 'disconnect.cancelled' }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(running.effects).toEqual([]);
  });
});
