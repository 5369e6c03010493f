import { describe, expect, it } from 'vitest';
import { failure } from './fixtures.ts';
import { actorCalls, graphSuite, run } from './graph-suite.ts';
import { afterEvent, doneEvent, errorEvent } from './graph.ts';
import { FACEBOOK_INPUT, INPUT, model, retried, retrying } from './postRetryMachine.model.ts';

graphSuite(model);

describe('postRetryMachine', () => {
  it('asks the server once, follows the network’s step message, and ends settled', () => {
    const running = run(model, INPUT, [doneEvent('retryPost', retrying)]);
    expect(actorCalls(running.effects, 'retryPost')).toEqual([{ propertyId: INPUT.propertyId, network: 'instagram' }]);
    expect(running.actor.getSnapshot().value).toBe('following');
    running.actor.send({ type: 'step.settled', status: 1 });
    expect(running.actor.getSnapshot().value).toBe('following');
    running.actor.send({ type: 'step.settled', status: 2 });
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.actor.getSnapshot().output).toEqual({ outcome: 'settled' });
  });

  it('a message missed while down: the property is read again when quiet or resynced, until the post is no longer Pending', () => {
    const running = run(model, FACEBOOK_INPUT, [doneEvent('retryPost', retrying), afterEvent('quietRecheck', 'postRetry.following'), doneEvent('checkProperty', retrying), { type: 'live.resynced' }]);
    expect(running.actor.getSnapshot().value).toBe('checking');
    running.actor.send(doneEvent('checkProperty', retried));
    expect(running.actor.getSnapshot().output).toEqual({ outcome: 'settled' });
  });

  it('409 POST_NOT_RETRYABLE ends refused, any other failure ends error (the parent reads the truth or says so)', () => {
    expect(run(model, INPUT, [errorEvent('retryPost', failure('POST_NOT_RETRYABLE'))]).actor.getSnapshot().output).toEqual({ outcome: 'refused' });
    expect(run(model, INPUT, [errorEvent('retryPost', failure('SERVER_ERROR'))]).actor.getSnapshot().output).toEqual({ outcome: 'error' });
  });
});
