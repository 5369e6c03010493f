import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { publishingMachine } from '../../src/machines/publishingMachine.ts';
import { publishingGroup } from '../../src/schema/hub.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { createLiveRegistry } from '../../src/services/live-registry.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { INPUT, MESSAGES, REFUSAL, failedDraft, model, pendingDraft, postingDraft, publishedDraft } from './publishingMachine.model.ts';
import { CHANNEL_MESSAGES } from '../../src/schema/publish-validation.ts';

graphSuite(model);

const connected = { type: 'live.status', status: 'connected' } as const;
const steps = (snapshot: { context: { progress: { steps: readonly { id: string; status: string }[] } | null } }) =>
  Object.fromEntries((snapshot.context.progress?.steps ?? []).map((step) => [step.id, step.status]));

describe('publishingMachine', () => {
  it('publishes a Pending draft once the live connection is up, then follows the messages to the end', () => {
    const running = run(model, INPUT, [doneEvent('loadDraft', pendingDraft)]);
    expect(running.actor.getSnapshot().matches({ flow: { active: 'waitingForLive' } })).toBe(true);
    expect(actorCalls(running.effects, 'publish')).toEqual([]);
    running.actor.send(connected);
    expect(actorCalls(running.effects, 'publish')).toEqual([{ draftId: pendingDraft.propertyDraftId, key: 'visit-1#1' }]);
    running.actor.send(doneEvent('publish', postingDraft));
    expect(steps(running.actor.getSnapshot())).toEqual({ start: 'completed', property: 'loading', instagram: 'pending', facebook: 'pending', finish: 'pending' });
    running.actor.send(MESSAGES.posted);
    running.actor.send(MESSAGES.instagram);
    expect(steps(running.actor.getSnapshot())).toEqual({ start: 'completed', property: 'completed', instagram: 'error', facebook: 'loading', finish: 'pending' });
    running.actor.send(MESSAGES.facebook);
    running.actor.send(MESSAGES.done);
    const done = running.actor.getSnapshot();
    expect(done.matches({ flow: 'published' })).toBe(true);
    expect(steps(done)).toEqual({ start: 'completed', property: 'completed', instagram: 'error', facebook: 'completed', finish: 'completed' });
    expect(done.context.progress?.property).toEqual({ slug: 'apartamento-en-venta-en-chacao-x1', propertyId: 'prop-1' });
  });

  it('issue 21: a reload that missed step 2 shows the end as the server says, not all green', () => {
    const running = run(model, INPUT, [connected, doneEvent('loadDraft', { ...postingDraft, postStatus: 5 }), MESSAGES.facebook, MESSAGES.done]);
    expect(running.actor.getSnapshot().matches({ flow: { published: 'reading' } })).toBe(true);
    expect(steps(running.actor.getSnapshot()).instagram).toBe('loading');
    running.actor.send(doneEvent('readOutcome', { ...publishedDraft, instagramPost: { ...publishedDraft.instagramPost!, status: 3, failureReason: 'rejected' } }));
    expect(running.actor.getSnapshot().context.progress?.steps.find((step: { id: string }) => step.id === 'instagram')).toEqual({ id: 'instagram', status: 'error', reason: 'rejected' });
  });

  it("issue 21: 'Reintentar' on a failed post retries it through postRetry, then reads the outcome", () => {
    const running = run(model, INPUT, [doneEvent('loadDraft', publishedDraft)]);
    running.actor.send({ type: 'post.retry', network: 'instagram' });
    expect(running.actor.getSnapshot().matches({ flow: { published: 'shown' } })).toBe(true);
    running.actor.send({ type: 'post.retry', network: 'facebook' });
    expect(running.actor.getSnapshot().matches({ flow: { published: 'retrying' } })).toBe(true);
    expect(steps(running.actor.getSnapshot()).facebook).toBe('loading');
    expect(actorCalls(running.effects, 'postRetry')).toEqual([{ propertyId: 'prop-1', propertyDraftId: pendingDraft.propertyDraftId, network: 'facebook', live: INPUT.live }]);
    running.actor.send(doneEvent('postRetry', { outcome: 'error' }));
    expect(running.actor.getSnapshot().context.retryFailed).toBe(true);
    running.actor.send(doneEvent('readOutcome', publishedDraft));
    expect(steps(running.actor.getSnapshot()).facebook).toBe('error');
  });

  it('with the connection already up, publishes as soon as the draft is read', () => {
    const running = run(model, INPUT, [connected, doneEvent('loadDraft', pendingDraft)]);
    expect(running.actor.getSnapshot().matches({ flow: { active: 'starting' } })).toBe(true);
  });

  it('never publishes a draft that is already publishing, published or failed', () => {
    for (const draft of [postingDraft, publishedDraft, failedDraft]) {
      const running = run(model, INPUT, [connected, doneEvent('loadDraft', draft)]);
      expect(actorCalls(running.effects, 'publish')).toEqual([]);
    }
    expect(run(model, INPUT, [doneEvent('loadDraft', publishedDraft)]).actor.getSnapshot().matches({ flow: 'published' })).toBe(true);
    expect(run(model, INPUT, [doneEvent('loadDraft', failedDraft)]).actor.getSnapshot().matches({ flow: 'failed' })).toBe(true);
  });

  it('a failed publish call offers a retry that is a new attempt, once the connection is up', () => {
    const running = run(model, INPUT, [connected, doneEvent('loadDraft', pendingDraft), errorEvent('publish', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().matches({ flow: { active: 'startFailed' } })).toBe(true);
    running.actor.send({ type: 'retry' });
    expect(actorCalls(running.effects, 'publish')).toEqual([
      { draftId: pendingDraft.propertyDraftId, key: 'visit-1#1' },
      { draftId: pendingDraft.propertyDraftId, key: 'visit-1#2' },
    ]);
  });

  it('a publish the server refuses (a channel lost since the modal) lists its problems, with no retry, and leaves at once', () => {
    const running = run(model, INPUT, [doneEvent('loadDraft', pendingDraft), connected, errorEvent('publish', REFUSAL)]);
    expect(running.actor.getSnapshot().matches({ flow: 'refused' })).toBe(true);
    expect(running.actor.getSnapshot().context.refusal).toEqual([CHANNEL_MESSAGES.instagramNotConnected]);
    expect(running.actor.getSnapshot().can({ type: 'retry' })).toBe(false);
    running.actor.send({ type: 'exit.requested' });
    expect(actionCalls(running.effects, 'navigate')).toHaveLength(1);
  });

  it('step 1 Failed ends in the failed state with the property step in error', () => {
    const running = run(model, INPUT, [doneEvent('loadDraft', postingDraft), MESSAGES.notPosted]);
    expect(running.actor.getSnapshot().matches({ flow: 'failed' })).toBe(true);
    expect(steps(running.actor.getSnapshot())).toMatchObject({ start: 'completed', property: 'error' });
  });

  it('a live connection that fails before the end is the page’s error; its retry reloads', () => {
    const running = run(model, INPUT, [doneEvent('loadDraft', postingDraft), { type: 'live.status', status: 'failed' }]);
    expect(running.actor.getSnapshot().matches({ flow: 'liveFailed' })).toBe(true);
    running.actor.send({ type: 'retry' });
    expect(actionCalls(running.effects, 'reload')).toHaveLength(1);
    // After the end a failing connection changes nothing.
    const done = run(model, INPUT, [doneEvent('loadDraft', publishedDraft), { type: 'live.status', status: 'failed' }]);
    expect(done.actor.getSnapshot().matches({ flow: 'published' })).toBe(true);
  });

  it('after a reconnect, and after a quiet while, reads the draft again without taking a step back', () => {
    const running = run(model, INPUT, [doneEvent('loadDraft', postingDraft), MESSAGES.posted, { type: 'live.resynced' }]);
    expect(running.actor.getSnapshot().matches({ flow: { active: 'resyncing' } })).toBe(true);
    running.actor.send(doneEvent('resync', postingDraft));
    expect(steps(running.actor.getSnapshot())).toMatchObject({ property: 'completed', instagram: 'loading' });
    running.actor.send(afterEvent('quietResync', 'publishing.flow.active.following'));
    running.actor.send(doneEvent('resync', publishedDraft));
    expect(running.actor.getSnapshot().matches({ flow: 'published' })).toBe(true);
    expect(actorCalls(running.effects, 'loadDraft')).toHaveLength(3); // the first read and two re-reads
  });

  it('the group going live during the first read: one re-read after it, which shows a publication that ended meanwhile', () => {
    const running = run(model, INPUT, [connected, { type: 'live.resynced' }, { type: 'live.resynced' }]);
    expect(running.actor.getSnapshot().matches({ flow: 'loading' })).toBe(true);
    running.actor.send(doneEvent('loadDraft', postingDraft));
    expect(running.actor.getSnapshot().matches({ flow: { active: 'resyncing' } })).toBe(true);
    expect(running.actor.getSnapshot().context.resyncDue).toBe(false);
    // Live again during that re-read (a reconnect): once more after it.
    running.actor.send({ type: 'live.resynced' });
    running.actor.send(doneEvent('resync', postingDraft));
    expect(running.actor.getSnapshot().matches({ flow: { active: 'resyncing' } })).toBe(true);
    running.actor.send(doneEvent('resync', publishedDraft));
    expect(running.actor.getSnapshot().matches({ flow: 'published' })).toBe(true);
    expect(steps(running.actor.getSnapshot())).toMatchObject({ property: 'completed', finish: 'completed' });
    expect(actorCalls(running.effects, 'loadDraft')).toHaveLength(3);
  });

  it('a Pending draft read before the group went live is published, not read again (what follows the call arrives live)', () => {
    const running = run(model, INPUT, [{ type: 'live.resynced' }, doneEvent('loadDraft', pendingDraft), connected]);
    expect(running.actor.getSnapshot().matches({ flow: { active: 'starting' } })).toBe(true);
    running.actor.send(doneEvent('publish', postingDraft));
    expect(running.actor.getSnapshot().matches({ flow: { active: 'following' } })).toBe(true);
    expect(actorCalls(running.effects, 'loadDraft')).toHaveLength(1);
  });

  it('a missing draft is not found; another failure offers a retry', () => {
    expect(run(model, INPUT, [errorEvent('loadDraft', failure('PROPERTY_DRAFT_NOT_FOUND'))]).actor.getSnapshot().matches({ flow: 'notFound' })).toBe(true);
    const running = run(model, INPUT, [errorEvent('loadDraft', failure('SERVER_ERROR')), { type: 'retry' }]);
    expect(actorCalls(running.effects, 'loadDraft')).toHaveLength(2);
  });

  it('the exit asks first while the publication runs, and leaves at once after it', () => {
    const running = run(model, INPUT, [doneEvent('loadDraft', postingDraft), { type: 'exit.requested' }]);
    expect(running.actor.getSnapshot().matches({ exit: 'confirming' })).toBe(true);
    running.actor.send({ type: 'exit.cancelled' });
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
    running.actor.send({ type: 'exit.requested' });
    running.actor.send({ type: 'exit.confirmed' });
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/properties/drafts' }]);
    const done = run(model, INPUT, [doneEvent('loadDraft', publishedDraft), { type: 'exit.requested' }]);
    expect(actionCalls(done.effects, 'navigate')).toEqual([{ to: '/properties/drafts' }]);
  });
});

describe('publishingMachine with a live registry', () => {
  it('joins the draft’s group for the visit, decodes its messages and leaves on stop', async () => {
    const registry = createLiveRegistry({ warn: () => {} });
    const log: string[] = [];
    const hub = {
      joinGroup: async (group: string) => void log.push(`join ${group}`),
      leaveGroup: async (group: string) => void log.push(`leave ${group}`),
    };
    const published: PropertyDraft[] = [];
    const machine = publishingMachine.provide({
      actors: {
        loadDraft: fromPromise(async () => postingDraft),
        publish: fromPromise(async () => {
          published.push(postingDraft);
          return postingDraft;
        }),
      },
    });
    const actor = createActor(machine, { input: { ...INPUT, live: registry } }).start();
    await registry.attach(hub);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual([`join ${publishingGroup(INPUT.draftId)}`]);
    registry.deliver({ step: 1, postStatus: 5 });
    registry.deliver({ step: 9 }); // not a message of the contract: dropped
    expect(actor.getSnapshot().context.progress?.steps.find((step) => step.id === 'property')?.status).toBe('completed');
    registry.deliver({ step: 4, slug: 's', propertyId: 'p' });
    expect(actor.getSnapshot().matches({ flow: 'published' })).toBe(true);
    actor.stop();
    expect(log).toEqual([`join ${publishingGroup(INPUT.draftId)}`, `leave ${publishingGroup(INPUT.draftId)}`]);
    expect(published).toEqual([]);
  });
});
