import { publishingJobMachine, type PublishingJobInput } from '../../src/machines/publishingJobMachine.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

const base = {
  jobId: 'job-1',
  propertyDraftId: '7c1e2a94-1f3b-4d5e-9a6b-0c8d7e6f5a41',
  agentId: '0b8f3c1e-4d55-4f0a-9b8e-2f6d1c7a9e01',
} as const;

export const BOTH: PublishingJobInput = { ...base, instagram: true, facebook: true };
export const INSTAGRAM_ONLY: PublishingJobInput = { ...base, instagram: true, facebook: false };
export const FACEBOOK_ONLY: PublishingJobInput = { ...base, instagram: false, facebook: true };
export const NO_POSTS: PublishingJobInput = { ...base, instagram: false, facebook: false };
/** Issue 21: a job that retries one network's failed post alone. */
export const RETRY_INSTAGRAM: PublishingJobInput = { ...base, instagram: true, facebook: true, retry: 'instagram' };
export const RETRY_FACEBOOK: PublishingJobInput = { ...base, instagram: true, facebook: true, retry: 'facebook' };

export const PROPERTY = { propertyId: '5d0c9a3e-2b7f-4e1a-8c6d-9f0e1a2b3c4d', slug: 'apartamento-en-venta-en-chacao-3f9k2' } as const;

export const model: MachineModel<typeof publishingJobMachine> = {
  name: 'publishingJobMachine',
  machine: publishingJobMachine,
  input: BOTH,
  inputs: {
    both: BOTH,
    instagramOnly: INSTAGRAM_ONLY,
    facebookOnly: FACEBOOK_ONLY,
    noPosts: NO_POSTS,
    retryInstagram: RETRY_INSTAGRAM,
    retryFacebook: RETRY_FACEBOOK,
  },
  events: [
    doneEvent('createProperty', PROPERTY),
    errorEvent('createProperty', new Error('database unavailable')),
    afterEvent('retryDelay', 'publishingJob.retryingProperty'),
    doneEvent('postInstagram', { status: 2, reason: null }),
    doneEvent('postInstagram', { status: 3, reason: 'not-connected' }),
    errorEvent('postInstagram', new Error('step failed')),
    doneEvent('postFacebook', { status: 2, reason: null }),
    doneEvent('postFacebook', { status: 3, reason: null }),
    errorEvent('postFacebook', new Error('step failed')),
    doneEvent('finalise'),
    errorEvent('finalise', new Error('database unavailable')),
    afterEvent('retryDelay', 'publishingJob.retryingFinalise'),
    doneEvent('recordFailure'),
    errorEvent('recordFailure', new Error('database unavailable')),
    doneEvent('retryPost', { status: 2, reason: null }),
    doneEvent('retryPost', { status: 3, reason: 'rejected' }),
    errorEvent('retryPost', new Error('step failed')),
    doneEvent('failRetry'),
    errorEvent('failRetry', new Error('database unavailable')),
  ],
  // The failures counter decides canRetry; the inputs' flags are fixed per path.
  serializeState: (snapshot) => stateKey(snapshot, { failures: (snapshot.context as { failures: number }).failures }),
  effects: ['notifyStep', 'notifyPublished'],
};
