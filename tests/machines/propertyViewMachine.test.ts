import { describe, expect, it } from 'vitest';
import { isMissingProperty } from '../../src/machines/propertyViewMachine.ts';
import { failure } from './fixtures.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { afterEvent, doneEvent, errorEvent } from './graph.ts';
import { INPUT, failedPost, model } from './propertyViewMachine.model.ts';
import { OLD_SLUG, publishedProperty } from './property-fixtures.ts';

graphSuite(model);

describe('propertyViewMachine rules', () => {
  it('tells a property this agent cannot see from a failed load', () => {
    expect(isMissingProperty(failure('PROPERTY_NOT_FOUND'))).toBe(true);
    expect(isMissingProperty(failure('NOT_FOUND'))).toBe(true);
    expect(isMissingProperty(failure('VALIDATION_ERROR'))).toBe(true);
    expect(isMissingProperty(failure('SERVER_ERROR'))).toBe(false);
    expect(isMissingProperty(new Error('offline'))).toBe(false);
  });

  it('loads by id, and shows a skeleton only after the quiet 500 ms', () => {
    const running = run(model, INPUT, []);
    expect(actorCalls(running.effects, 'loadProperty')).toEqual([{ propertyId: publishedProperty.propertyId }]);
    expect(running.actor.getSnapshot().hasTag('skeleton')).toBe(false);
    running.actor.send(afterEvent('skeletonDelay', 'propertyView.loading.quiet'));
    expect(running.actor.getSnapshot().hasTag('skeleton')).toBe(true);
    running.actor.send(doneEvent('loadProperty', publishedProperty));
    expect(running.actor.getSnapshot().matches('loaded')).toBe(true);
    expect(running.actor.getSnapshot().context.property).toEqual(publishedProperty);
  });

  it('replaces a URL whose slug is not the property’s with the canonical one, and leaves a canonical URL alone', () => {
    const old = run(model, { ...INPUT, slug: OLD_SLUG }, [doneEvent('loadProperty', publishedProperty)]);
    expect(actionCalls(old.effects, 'canonicalise')).toEqual([{ slug: publishedProperty.slug, propertyId: publishedProperty.propertyId }]);
    const canonical = run(model, INPUT, [doneEvent('loadProperty', publishedProperty)]);
    expect(actionCalls(canonical.effects, 'canonicalise')).toEqual([]);
  });

  it('a failed load offers a retry; a retry that fails again hides it for 10 s', () => {
    const running = run(model, INPUT, [errorEvent('loadProperty', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().matches({ failed: 'retryVisible' })).toBe(true);
    expect(running.actor.getSnapshot().context.error).toBe('SERVER_ERROR');
    running.actor.send({ type: 'property.retried' });
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'loadProperty')).toHaveLength(2);
    running.actor.send(errorEvent('reloadProperty', failure('SERVER_ERROR')));
    expect(running.actor.getSnapshot().matches({ failed: 'retryHidden' })).toBe(true);
    expect(running.actor.getSnapshot().can({ type: 'property.retried' })).toBe(false);
    running.actor.send(afterEvent('retryCooldown', 'propertyView.failed.retryHidden'));
    expect(running.actor.getSnapshot().can({ type: 'property.retried' })).toBe(true);
  });

  it('another agent’s property is not found, with no retry', () => {
    const running = run(model, INPUT, [errorEvent('loadProperty', failure('PROPERTY_NOT_FOUND'))]);
    expect(running.actor.getSnapshot().value).toBe('notFound');
    expect(running.actor.getSnapshot().can({ type: 'property.retried' })).toBe(false);
  });
});

describe("propertyViewMachine: 'Reintentar' on a failed post (issue 21)", () => {
  it('retries only a failed post, through postRetry, then reads the property again', () => {
    const running = run(model, INPUT, [doneEvent('loadProperty', failedPost), { type: 'post.retry', network: 'facebook' }]);
    expect(running.actor.getSnapshot().matches({ loaded: 'shown' })).toBe(true);
    running.actor.send({ type: 'post.retry', network: 'instagram' });
    expect(running.actor.getSnapshot().context.retrying).toBe('instagram');
    expect(actorCalls(running.effects, 'postRetry')).toMatchObject([{ propertyId: INPUT.propertyId, propertyDraftId: failedPost.propertyDraftId, network: 'instagram' }]);
    running.actor.send(doneEvent('postRetry', { outcome: 'settled' }));
    expect(running.actor.getSnapshot().matches({ loaded: 'refreshing' })).toBe(true);
    running.actor.send(doneEvent('refreshProperty', publishedProperty));
    expect(running.actor.getSnapshot().context.property).toEqual(publishedProperty);
    expect(running.actor.getSnapshot().context.retrying).toBeNull();
  });
});
