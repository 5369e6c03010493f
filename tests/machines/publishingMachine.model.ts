import { publishingMachine, type PublishingContext } from '../../src/machines/publishingMachine.ts';
import { canRetryStep } from '../../src/machines/publishing/progress.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { CHANNEL_MESSAGES } from '../../src/schema/publish-validation.ts';
import { offlineLive } from '../../src/services/live.ts';
import { emptyDraft } from './draft-fixtures.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

/** What the server answers when Instagram was disconnected since the modal checked (issue 20). */
export const REFUSAL = { type: 'MEDIA_PROVIDER_NOT_CONNECTED', message: `Invalid draft: instagram: ${CHANNEL_MESSAGES.instagramNotConnected}` } as const;

const post = (status: 1 | 2 | 3) => ({ id: 'post-1', imagesUrls: ['img-1'], caption: 'Casa', hashTags: null, status, location: null });

/** A draft ready to publish, with both posts. */
export const pendingDraft: PropertyDraft = {
  ...emptyDraft,
  title: 'Apartamento en venta en Chacao',
  status: 1,
  postStatus: 1,
  instagramPost: post(1),
  facebookPost: { ...post(1), pagesIds: ['page-1'] },
};
export const postingDraft: PropertyDraft = { ...pendingDraft, status: 2, postStatus: 4 };
export const failedDraft: PropertyDraft = { ...pendingDraft, status: 2, postStatus: 3 };
export const publishedDraft: PropertyDraft = {
  ...pendingDraft,
  status: 3,
  postStatus: 2,
  instagramPost: post(2),
  facebookPost: { ...post(3), pagesIds: ['page-1'] },
  property: { propertyId: 'prop-1', slug: 'apartamento-en-venta-en-chacao-x1' },
};

export const INPUT = { draftId: pendingDraft.propertyDraftId, visitKey: 'visit-1', live: offlineLive };

const message = (value: object) => ({ type: 'live.message', message: value });

export const MESSAGES = {
  posted: message({ step: 1, postStatus: 5 }),
  notPosted: message({ step: 1, postStatus: 3 }),
  instagram: message({ step: 2, instagramPostStatus: 3 }),
  facebook: message({ step: 3, facebookPostStatus: 2 }),
  done: message({ step: 4, slug: 'apartamento-en-venta-en-chacao-x1', propertyId: 'prop-1' }),
} as const;

const reads = (id: string) => [
  doneEvent(id, pendingDraft),
  doneEvent(id, postingDraft),
  doneEvent(id, failedDraft),
  doneEvent(id, publishedDraft),
];

export const model: MachineModel<typeof publishingMachine> = {
  name: 'publishingMachine',
  machine: publishingMachine,
  input: INPUT,
  inputs: { main: INPUT },
  events: [
    { type: 'live.status', status: 'connected' },
    { type: 'live.status', status: 'failed' },
    ...Object.values(MESSAGES),
    { type: 'live.resynced' },
    { type: 'retry' },
    { type: 'exit.requested' },
    { type: 'exit.cancelled' },
    { type: 'exit.confirmed' },
    ...reads('loadDraft'),
    errorEvent('loadDraft', failure('PROPERTY_DRAFT_NOT_FOUND')),
    errorEvent('loadDraft', failure('SERVER_ERROR')),
    doneEvent('publish', postingDraft),
    errorEvent('publish', failure('SERVER_ERROR')),
    errorEvent('publish', REFUSAL),
    ...reads('resync'),
    errorEvent('resync', failure('SERVER_ERROR')),
    afterEvent('quietResync', 'publishing.flow.active.following'),
    // Issue 21: the end's read, and 'Reintentar' on a failed post.
    doneEvent('readOutcome', publishedDraft),
    errorEvent('readOutcome', failure('SERVER_ERROR')),
    { type: 'post.retry', network: 'instagram' },
    { type: 'post.retry', network: 'facebook' },
    doneEvent('postRetry', { outcome: 'settled' }),
    doneEvent('postRetry', { outcome: 'error' }),
  ],
  // The guards read the live status and the owed resync (the progress only renders; its rules have unit tests).
  serializeState: (snapshot) => {
    const context = snapshot.context as PublishingContext;
    return stateKey(snapshot, {
      live: context.liveStatus,
      resyncDue: context.resyncDue,
      retryable: [canRetryStep(context.progress, 'instagram'), canRetryStep(context.progress, 'facebook')],
    });
  },
  effects: ['navigate', 'reload'],
};
