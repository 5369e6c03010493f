import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { PUBLISHING_STEP_TRIES, publishingJobMachine, type PostOutcome, type PublishedRef, type PublishingStepInput } from '../../src/machines/publishingJobMachine.ts';
import { decodePublishingMessage } from '../../src/schema/hub.ts';
import { afterEvent, doneEvent, errorEvent, type Effect } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { BOTH, FACEBOOK_ONLY, INSTAGRAM_ONLY, NO_POSTS, PROPERTY, RETRY_FACEBOOK, RETRY_INSTAGRAM, model } from './publishingJobMachine.model.ts';

graphSuite(model);

const messages = (effects: readonly Effect[]) => actionCalls(effects, 'notifyStep');
const STEP_INPUT = { jobId: BOTH.jobId, propertyDraftId: BOTH.propertyDraftId, agentId: BOTH.agentId };

describe('publishingJobMachine steps and messages', () => {
  it('both posts: property, Instagram, Facebook, finalise, with the spec’s four messages', () => {
    const running = run(model, BOTH, [doneEvent('createProperty', PROPERTY), doneEvent('postInstagram', { status: 2, reason: null }), doneEvent('postFacebook', { status: 2, reason: null }), doneEvent('finalise')]);
    expect(messages(running.effects)).toEqual([
      { step: 1, postStatus: 5 },
      { step: 2, instagramPostStatus: 2 },
      { step: 3, facebookPostStatus: 2 },
      { step: 4, ...PROPERTY },
    ]);
    for (const message of messages(running.effects)) expect(decodePublishingMessage(message)._tag).toBe('Some');
    expect(actionCalls(running.effects, 'notifyPublished')).toHaveLength(1);
    expect(actorCalls(running.effects, 'finalise')).toEqual([{ ...STEP_INPUT, property: PROPERTY }]);
    expect(running.actor.getSnapshot().value).toBe('published');
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it('a failed Instagram post is step 2 Failed (with its channel’s reason) and the job still finalises', () => {
    const running = run(model, BOTH, [doneEvent('createProperty', PROPERTY), doneEvent('postInstagram', { status: 3, reason: 'not-connected' }), errorEvent('postFacebook', new Error('x')), doneEvent('finalise')]);
    expect(messages(running.effects)).toEqual([
      { step: 1, postStatus: 5 },
      { step: 2, instagramPostStatus: 3, reason: 'not-connected' },
      { step: 3, facebookPostStatus: 3 },
      { step: 4, ...PROPERTY },
    ]);
  });

  it('a retry (issue 21) posts its network alone: no property, no finalise, the network’s step message', () => {
    const instagram = run(model, RETRY_INSTAGRAM, [doneEvent('retryPost', { status: 2, reason: null })]);
    expect(actorCalls(instagram.effects, 'retryPost')).toEqual([{ ...STEP_INPUT, network: 'instagram' }]);
    expect(actorCalls(instagram.effects, 'createProperty')).toEqual([]);
    expect(messages(instagram.effects)).toEqual([{ step: 2, instagramPostStatus: 2 }]);
    expect(actionCalls(instagram.effects, 'notifyPublished')).toEqual([]);
    expect(instagram.actor.getSnapshot().value).toBe('retried');
    const facebook = run(model, RETRY_FACEBOOK, [doneEvent('retryPost', { status: 3, reason: 'rejected' })]);
    expect(messages(facebook.effects)).toEqual([{ step: 3, facebookPostStatus: 3, reason: 'rejected' }]);
    for (const message of messages(facebook.effects)) expect(decodePublishingMessage(message)._tag).toBe('Some');
  });

  it('a retry whose step broke marks the post failed (never left Pending) and says so', () => {
    const running = run(model, RETRY_INSTAGRAM, [errorEvent('retryPost', new Error('x'))]);
    expect(running.actor.getSnapshot().value).toBe('retryFailing');
    expect(actorCalls(running.effects, 'failRetry')).toEqual([{ ...STEP_INPUT, network: 'instagram' }]);
    running.actor.send(errorEvent('failRetry', new Error('y')));
    expect(messages(running.effects)).toEqual([{ step: 2, instagramPostStatus: 3 }]);
    expect(running.actor.getSnapshot().value).toBe('retried');
  });

  it('skips the steps of posts the draft does not have', () => {
    const only = (input: typeof BOTH) => {
      const running = run(model, input, [doneEvent('createProperty', PROPERTY)]);
      return running.actor.getSnapshot().value;
    };
    expect(only(INSTAGRAM_ONLY)).toBe('postingInstagram');
    expect(only(FACEBOOK_ONLY)).toBe('postingFacebook');
    expect(only(NO_POSTS)).toBe('finalising');
    const instagramOnly = run(model, INSTAGRAM_ONLY, [doneEvent('createProperty', PROPERTY), doneEvent('postInstagram', { status: 2, reason: null })]);
    expect(instagramOnly.actor.getSnapshot().value).toBe('finalising');
  });

  it('retries the property step, then gives up: Failed on step 1, nothing posted', () => {
    const failOnce = [errorEvent('createProperty', new Error('x')), afterEvent('retryDelay', 'publishingJob.retryingProperty')];
    const running = run(model, BOTH, Array.from({ length: PUBLISHING_STEP_TRIES - 1 }, () => failOnce).flat());
    expect(actorCalls(running.effects, 'createProperty')).toHaveLength(PUBLISHING_STEP_TRIES);
    running.actor.send(errorEvent('createProperty', new Error('x')));
    expect(running.actor.getSnapshot().value).toBe('failing');
    running.actor.send(doneEvent('recordFailure'));
    expect(messages(running.effects)).toEqual([{ step: 1, postStatus: 3 }]);
    expect(actorCalls(running.effects, 'postInstagram')).toEqual([]);
    expect(running.actor.getSnapshot().value).toBe('failed');
  });

  it('a persisted snapshot restores into the same step and runs that step again (the worker’s resume)', async () => {
    const calls: string[] = [];
    const machine = publishingJobMachine.provide({
      actors: {
        createProperty: fromPromise<PublishedRef, PublishingStepInput>(async () => {
          calls.push('property');
          return PROPERTY;
        }),
        postInstagram: fromPromise<PostOutcome, PublishingStepInput>(async () => {
          calls.push('instagram');
          return new Promise<never>(() => {});
        }),
      },
    });
    const first = createActor(machine, { input: BOTH });
    first.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.getSnapshot().value).toBe('postingInstagram');
    const persisted = JSON.parse(JSON.stringify(first.getPersistedSnapshot())) as SnapshotFrom<typeof machine>;
    first.stop();
    const resumed = createActor(machine, { input: BOTH, snapshot: persisted });
    resumed.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resumed.getSnapshot().value).toBe('postingInstagram');
    expect(resumed.getSnapshot().context.property).toEqual(PROPERTY);
    expect(calls).toEqual(['property', 'instagram', 'instagram']);
    resumed.stop();
  });
});
