import { assign, fromPromise, setup } from 'xstate';
import type { PublishingMessage } from '../schema/hub.ts';
import type { PostFailureReason, SocialPostStatus } from '../schema/property-draft.ts';

/**
 * One publishing job on the server (issue 11, spec 03 §4): create the published property, post
 * to Instagram when the draft has a post there, post to Facebook (every chosen page) when it has
 * one, then finalise. Each step tells the agent's page through `notifyStep` (the spec's step
 * messages) and the end through `notifyPublished`. A failed post never blocks finalising: its
 * status travels in the message and the job goes on.
 *
 * The server's worker (server/publishing/) runs it: it provides the steps, persists
 * `getPersistedSnapshot()` after every transition and, after a crash, restores the snapshot on
 * whichever instance takes the job over. A restored invoke runs its step again, so every step is
 * idempotent on the server side (the property is unique per draft, each post has an idempotency
 * key recorded before the call). Shared code in src/machines only because every workflow lives
 * here: it imports nothing but xstate and src/schema, and the SPA never loads it.
 */

export interface PublishingJobInput {
  readonly jobId: string;
  readonly propertyDraftId: string;
  readonly agentId: string;
  /** The draft had an Instagram post when it was published. */
  readonly instagram: boolean;
  /** The draft had a Facebook post (with at least one page). */
  readonly facebook: boolean;
  /**
   * Issue 21: this job retries that network's failed post alone (the property is published
   * already); absent or null for a publication.
   */
  readonly retry?: 'instagram' | 'facebook' | null;
}

export interface PublishedRef {
  readonly propertyId: string;
  readonly slug: string;
}

export interface PublishingJobContext extends PublishingJobInput {
  readonly property: PublishedRef | null;
  /** Failed tries of the current retried step (the property, then finalising). */
  readonly failures: number;
}

/** What every step is given. */
export interface PublishingStepInput {
  readonly jobId: string;
  readonly propertyDraftId: string;
  readonly agentId: string;
}

/** A network's step: its post's status, and why it failed when its channel was lost (issue 20). */
export interface PostOutcome {
  readonly status: SocialPostStatus;
  readonly reason: PostFailureReason | null;
}

/** A retried network's step (issue 21). */
export interface RetryStepInput extends PublishingStepInput {
  readonly network: 'instagram' | 'facebook';
}

export interface FinaliseInput extends PublishingStepInput {
  readonly property: PublishedRef;
}

/** Tries of the property and finalise steps before the job gives up (2 retries, 1 s apart). */
export const PUBLISHING_STEP_TRIES = 3;
export const PUBLISHING_RETRY_DELAY_MS = 1_000;

const notProvided = (step: string) => () => Promise.reject(new Error(`publishingJobMachine: the ${step} step is provided by the server's worker`));

const stepInput = ({ context }: { context: PublishingJobContext }): PublishingStepInput => ({
  jobId: context.jobId,
  propertyDraftId: context.propertyDraftId,
  agentId: context.agentId,
});

/** A post's answer as its step message carries it: Published 2 or Failed 3, with the channel's reason if any. */
const settledStatus = (status: SocialPostStatus): SocialPostStatus => (status === 2 ? 2 : 3);
const withReason = (outcome: PostOutcome): { readonly reason?: PostFailureReason } => (outcome.reason === null ? {} : { reason: outcome.reason });

const retryInput = ({ context }: { context: PublishingJobContext }): RetryStepInput => ({
  ...stepInput({ context }),
  network: context.retry === 'facebook' ? 'facebook' : 'instagram',
});

/** A retried post's step message: the one the first publication sent for that network. */
const retryMessage = (context: PublishingJobContext, outcome: PostOutcome): PublishingMessage =>
  context.retry === 'facebook'
    ? { step: 3, facebookPostStatus: settledStatus(outcome.status), ...withReason(outcome) }
    : { step: 2, instagramPostStatus: settledStatus(outcome.status), ...withReason(outcome) };

export const publishingJobMachine = setup({
  types: {
    input: {} as PublishingJobInput,
    context: {} as PublishingJobContext,
  },
  actors: {
    createProperty: fromPromise<PublishedRef, PublishingStepInput>(notProvided('property')),
    postInstagram: fromPromise<PostOutcome, PublishingStepInput>(notProvided('Instagram')),
    postFacebook: fromPromise<PostOutcome, PublishingStepInput>(notProvided('Facebook')),
    finalise: fromPromise<void, FinaliseInput>(notProvided('finalise')),
    recordFailure: fromPromise<void, PublishingStepInput>(notProvided('failure')),
    retryPost: fromPromise<PostOutcome, RetryStepInput>(notProvided('retry')),
    failRetry: fromPromise<void, RetryStepInput>(notProvided('retry failure')),
  },
  guards: {
    isRetry: ({ context }) => context.retry === 'instagram' || context.retry === 'facebook',
    hasInstagram: ({ context }) => context.instagram,
    hasFacebook: ({ context }) => context.facebook,
    canRetry: ({ context }) => context.failures + 1 < PUBLISHING_STEP_TRIES,
  },
  actions: {
    /** Effect: the message to the draft's publishing group (the worker sends it). */
    notifyStep: (_, _message: PublishingMessage) => {},
    /** Effect: `{ propertyDraftId }` to the agent's PROPERTY_DRAFT_PUBLISHED group. */
    notifyPublished: () => {},
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
  },
  delays: {
    retryDelay: PUBLISHING_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'publishingJob',
  context: ({ input }) => ({ ...input, property: null, failures: 0 }),
  initial: 'starting',
  states: {
    /** A publication creates the property first; a retry (issue 21) posts its network alone. */
    starting: {
      always: [{ guard: 'isRetry', target: 'retryingPost' }, { target: 'creatingProperty' }],
    },
    creatingProperty: {
      invoke: {
        id: 'createProperty',
        src: 'createProperty',
        input: stepInput,
        onDone: {
          target: 'propertyCreated',
          actions: [
            assign({ property: ({ event }) => event.output, failures: 0 }),
            { type: 'notifyStep', params: { step: 1, postStatus: 5 } },
          ],
        },
        onError: [{ guard: 'canRetry', target: 'retryingProperty', actions: 'countFailure' }, { target: 'failing' }],
      },
    },
    retryingProperty: {
      after: { retryDelay: { target: 'creatingProperty' } },
    },
    propertyCreated: {
      always: [{ guard: 'hasInstagram', target: 'postingInstagram' }, { guard: 'hasFacebook', target: 'postingFacebook' }, { target: 'finalising' }],
    },
    postingInstagram: {
      invoke: {
        id: 'postInstagram',
        src: 'postInstagram',
        input: stepInput,
        onDone: {
          target: 'instagramPosted',
          actions: { type: 'notifyStep', params: ({ event }) => ({ step: 2, instagramPostStatus: settledStatus(event.output.status), ...withReason(event.output) }) },
        },
        // The step itself failed (not the network's answer): the post counts as failed, the job goes on.
        onError: { target: 'instagramPosted', actions: { type: 'notifyStep', params: { step: 2, instagramPostStatus: 3 } } },
      },
    },
    instagramPosted: {
      always: [{ guard: 'hasFacebook', target: 'postingFacebook' }, { target: 'finalising' }],
    },
    postingFacebook: {
      invoke: {
        id: 'postFacebook',
        src: 'postFacebook',
        input: stepInput,
        onDone: {
          target: 'finalising',
          actions: { type: 'notifyStep', params: ({ event }) => ({ step: 3, facebookPostStatus: settledStatus(event.output.status), ...withReason(event.output) }) },
        },
        onError: { target: 'finalising', actions: { type: 'notifyStep', params: { step: 3, facebookPostStatus: 3 } } },
      },
    },
    finalising: {
      invoke: {
        id: 'finalise',
        src: 'finalise',
        input: ({ context }) => ({ ...stepInput({ context }), property: context.property as PublishedRef }),
        onDone: {
          target: 'published',
          actions: [
            { type: 'notifyStep', params: ({ context }) => ({ step: 4, slug: context.property?.slug ?? '', propertyId: context.property?.propertyId ?? '' }) },
            'notifyPublished',
          ],
        },
        onError: [{ guard: 'canRetry', target: 'retryingFinalise', actions: 'countFailure' }, { target: 'failing' }],
      },
    },
    retryingFinalise: {
      after: { retryDelay: { target: 'finalising' } },
    },
    /** Gave up: the draft says Failed (the agent may publish again), and so does the page's step. */
    failing: {
      invoke: {
        id: 'recordFailure',
        src: 'recordFailure',
        input: stepInput,
        onDone: { target: 'failed', actions: { type: 'notifyStep', params: { step: 1, postStatus: 3 } } },
        onError: { target: 'failed', actions: { type: 'notifyStep', params: { step: 1, postStatus: 3 } } },
      },
    },
    /** Issue 21: one network's failed post sent again; its step message says how it went. */
    retryingPost: {
      invoke: {
        id: 'retryPost',
        src: 'retryPost',
        input: retryInput,
        onDone: { target: 'retried', actions: { type: 'notifyStep', params: ({ context, event }) => retryMessage(context, event.output) } },
        onError: { target: 'retryFailing' },
      },
    },
    /** The retry's step itself failed: the post must not stay Pending (it would never be retryable again). */
    retryFailing: {
      invoke: {
        id: 'failRetry',
        src: 'failRetry',
        input: retryInput,
        onDone: { target: 'retried', actions: { type: 'notifyStep', params: ({ context }) => retryMessage(context, { status: 3, reason: null }) } },
        onError: { target: 'retried', actions: { type: 'notifyStep', params: ({ context }) => retryMessage(context, { status: 3, reason: null }) } },
      },
    },
    published: { type: 'final' },
    retried: { type: 'final' },
    failed: { type: 'final' },
  },
});
