import { postRetryMachine, type PostRetryInput } from '../../src/machines/postRetryMachine.ts';
import type { Property } from '../../src/schema/property.ts';
import { offlineLive } from '../../src/services/live.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';
import { publishedProperty } from './property-fixtures.ts';

export const INPUT: PostRetryInput = {
  propertyId: publishedProperty.propertyId,
  propertyDraftId: publishedProperty.propertyDraftId,
  network: 'instagram',
  live: offlineLive,
};
export const FACEBOOK_INPUT: PostRetryInput = { ...INPUT, network: 'facebook' };

/** The property as the retry call answers it (the post Pending), and after the retry (Published, Failed). */
export const retrying: Property = { ...publishedProperty, instagramPost: { status: 1 }, facebookPosts: [{ pageId: 'page-1', status: 1 }] };
export const retried: Property = { ...publishedProperty, instagramPost: { status: 2, url: '/dev/social-posts#post-1' }, facebookPosts: [{ pageId: 'page-1', status: 3, failureReason: 'rejected' }] };

export const model: MachineModel<typeof postRetryMachine> = {
  name: 'postRetryMachine',
  machine: postRetryMachine,
  input: INPUT,
  inputs: { instagram: INPUT, facebook: FACEBOOK_INPUT },
  events: [
    doneEvent('retryPost', retrying),
    doneEvent('retryPost', retried),
    errorEvent('retryPost', failure('POST_NOT_RETRYABLE')),
    errorEvent('retryPost', failure('SERVER_ERROR')),
    { type: 'step.settled', status: 2 },
    { type: 'step.settled', status: 3, reason: 'rejected' },
    { type: 'step.settled', status: 1 },
    { type: 'live.resynced' },
    afterEvent('quietRecheck', 'postRetry.following'),
    doneEvent('checkProperty', retrying),
    doneEvent('checkProperty', retried),
    errorEvent('checkProperty', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => stateKey(snapshot, { outcome: (snapshot.context as { outcome: string }).outcome }),
  effects: [],
};
