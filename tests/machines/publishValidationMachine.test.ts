import { describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGES, PUBLISH_MESSAGES } from '../../src/schema/publish-validation.ts';
import { completeDraft, emptyDraft } from './draft-fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { CHANNELS, INSTAGRAM_PROVIDER, draftWithPosts, model } from './publishValidationMachine.model.ts';

graphSuite(model);

describe('publishValidationMachine', () => {
  it('lists every problem of an empty draft, each with its section', () => {
    const running = run(model, { draft: emptyDraft, saving: false }, []);
    expect(running.actor.getSnapshot().value).toBe('invalid');
    expect(running.actor.getSnapshot().context.problems).toEqual([
      { message: PUBLISH_MESSAGES.propertyType, param: 'basic_details' },
      { message: PUBLISH_MESSAGES.price, param: 'basic_details' },
      { message: PUBLISH_MESSAGES.enviroments, param: 'enviroments' },
      { message: PUBLISH_MESSAGES.details, param: 'details' },
      { message: PUBLISH_MESSAGES.address, param: 'location' },
      { message: PUBLISH_MESSAGES.thumbnail, param: 'thumbnail' },
      { message: PUBLISH_MESSAGES.media, param: 'images' },
    ]);
    running.actor.send({ type: 'problem.fixed', section: 'location' });
    expect(actionCalls(running.effects, 'fix')).toEqual([{ section: 'location' }]);
  });

  it('publishes a valid draft, not while a save is pending', () => {
    const saving = run(model, { draft: completeDraft, saving: true }, [{ type: 'publish.confirmed' }]);
    expect(saving.actor.getSnapshot().value).toBe('valid');
    expect(actionCalls(saving.effects, 'publish')).toEqual([]);
    saving.actor.send({ type: 'draft.changed', draft: completeDraft, saving: false });
    saving.actor.send({ type: 'publish.confirmed' });
    expect(actionCalls(saving.effects, 'publish')).toEqual([{ draftId: completeDraft.propertyDraftId }]);
    expect(saving.actor.getSnapshot().status).toBe('done');
  });

  it('follows the draft: a save that fixes the last problem makes it valid', () => {
    const running = run(model, { draft: emptyDraft, saving: false }, [{ type: 'draft.changed', draft: completeDraft, saving: false }]);
    expect(running.actor.getSnapshot().value).toBe('valid');
  });
});

describe('publishValidationMachine: the channels (issue 20)', () => {
  it('a draft with posts reads the channels first, then lists each channel problem beside the spec’s', () => {
    const running = run(model, { draft: draftWithPosts, saving: false }, []);
    expect(running.actor.getSnapshot().value).toBe('loadingChannels');
    expect(actorCalls(running.effects, 'loadChannels')).toEqual([{ facebook: true }]);
    running.actor.send(doneEvent('loadChannels', CHANNELS.disconnected));
    expect(running.actor.getSnapshot().value).toBe('invalid');
    expect(running.actor.getSnapshot().context.problems).toEqual([
      { message: CHANNEL_MESSAGES.instagramNotConnected, param: 'instagram', fix: 'connect-instagram' },
      { message: CHANNEL_MESSAGES.facebookNotConnected, param: 'facebook', fix: 'connect-facebook' },
    ]);
    running.actor.send({ type: 'connect.requested', network: 'instagram' });
    expect(actionCalls(running.effects, 'connect')).toEqual([{ provider: INSTAGRAM_PROVIDER }]);
  });

  it('a page the connection no longer manages: "Elegir páginas" opens the Facebook tool', () => {
    const running = run(model, { draft: draftWithPosts, saving: false }, [doneEvent('loadChannels', CHANNELS.pageGone)]);
    expect(running.actor.getSnapshot().context.problems).toEqual([
      { message: CHANNEL_MESSAGES.facebookPagesNotManaged, param: 'facebook', fix: 'choose-pages' },
    ]);
    running.actor.send({ type: 'problem.fixed', section: 'facebook' });
    expect(actionCalls(running.effects, 'fix')).toEqual([{ section: 'facebook' }]);
  });

  it('connected channels pass; a failed read leaves the check to the server; a network not offered has no "Conectar"', () => {
    expect(run(model, { draft: draftWithPosts, saving: false }, [doneEvent('loadChannels', CHANNELS.connected)]).actor.getSnapshot().value).toBe('valid');
    expect(run(model, { draft: draftWithPosts, saving: false }, [errorEvent('loadChannels', new Error('offline'))]).actor.getSnapshot().value).toBe('valid');
    const notOffered = run(model, { draft: draftWithPosts, saving: false }, [doneEvent('loadChannels', CHANNELS.notOffered), { type: 'connect.requested', network: 'facebook' }]);
    expect(notOffered.actor.getSnapshot().value).toBe('invalid');
    expect(actionCalls(notOffered.effects, 'connect')).toEqual([]);
  });
});
