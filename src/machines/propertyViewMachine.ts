import { assign, fromPromise, setup } from 'xstate';
import type { ErrorType } from '../schema/errors.ts';
import type { Property } from '../schema/property.ts';
import { failureType } from '../services/api-failure.ts';
import { getProperty } from '../services/properties-api.ts';
import type { LiveConnection } from '../services/live.ts';
import { offlineLive } from '../services/live.ts';
import { ignoreEffect } from './effects.ts';
import { postRetryMachine } from './postRetryMachine.ts';

/**
 * /properties/view/{slug}/{propertyId} (spec 03 §2; issue 11): loads one published property of the
 * agent. Loading shows nothing for its first 500 ms, then a skeleton (a quick answer never
 * flashes one); a property this agent cannot see is 'not found', with no retry (loading again could
 * never find it); any other failure offers 'Reintentar', hidden for 10 s after a retry that failed
 * again (spec 03 §8, as the editor's load).
 *
 * The id finds the property; the slug is only for people. A URL whose slug is not the property's
 * (an old link, a typo) is replaced by the canonical one (`canonicalise`), without a new history
 * entry.
 *
 * Issue 21: the view shows each network's post; a failed one offers 'Reintentar' (`post.retry`): a
 * postRetryMachine asks the server and follows the step live, then the property is read again.
 */

export interface PropertyViewInput {
  readonly propertyId: string;
  /** The slug in the URL, as it came. */
  readonly slug: string;
  /** Issue 21: the shell's live connection (a retried post's step arrives on it). */
  readonly live?: LiveConnection;
}

export interface PropertyViewContext {
  readonly propertyId: string;
  readonly slug: string;
  readonly property: Property | null;
  readonly error: ErrorType | null;
  readonly live: LiveConnection;
  /** Issue 21: the network whose post is being retried, and whether the last retry failed to reach the server. */
  readonly retrying: 'instagram' | 'facebook' | null;
  readonly retryFailed: boolean;
}

export type PropertyViewEvent = { readonly type: 'property.retried' } | { readonly type: 'post.retry'; readonly network: 'instagram' | 'facebook' };

/** The network's post failed (Facebook: any of its pages). */
const postFailed = (property: Property | null, network: 'instagram' | 'facebook'): boolean =>
  property !== null && (network === 'instagram' ? property.instagramPost?.status === 3 : property.facebookPosts.some((post) => post.status === 3));

export interface CanonicalParams {
  readonly slug: string;
  readonly propertyId: string;
}

export const SKELETON_DELAY_MS = 500;
export const RETRY_COOLDOWN_MS = 10_000;

/** Not this agent's to see: missing, another agent's (answered alike), or an id the server refuses. */
export const isMissingProperty = (error: unknown): boolean => {
  const type = failureType(error);
  return type === 'PROPERTY_NOT_FOUND' || type === 'NOT_FOUND' || type === 'VALIDATION_ERROR';
};

const showFailure = { type: 'showFailure', params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }) } as const;
const missing = { type: 'isMissing', params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }) } as const;

/** The answer is shown; a URL with another slug is replaced by the property's own. */
const toLoaded = [
  {
    guard: { type: 'slugDiffers', params: ({ event }: { readonly event: { readonly output: Property } }) => ({ property: event.output }) },
    target: '#propertyView.loaded',
    actions: [
      { type: 'showProperty', params: ({ event }: { readonly event: { readonly output: Property } }) => ({ property: event.output }) },
      {
        type: 'canonicalise',
        params: ({ event }: { readonly event: { readonly output: Property } }) => ({ slug: event.output.slug, propertyId: event.output.propertyId }),
      },
    ],
  },
  {
    target: '#propertyView.loaded',
    actions: { type: 'showProperty', params: ({ event }: { readonly event: { readonly output: Property } }) => ({ property: event.output }) },
  },
] as const;

/** A delayed skeleton while the property loads (arrival and retry alike). */
const quietThenSkeleton = {
  initial: 'quiet',
  states: {
    quiet: { after: { skeletonDelay: { target: 'skeleton' } } },
    skeleton: { tags: ['skeleton'] },
  },
} as const;

export const propertyViewMachine = setup({
  types: {
    input: {} as PropertyViewInput,
    context: {} as PropertyViewContext,
    events: {} as PropertyViewEvent,
  },
  actors: {
    loadProperty: fromPromise<Property, { readonly propertyId: string }>(({ input }) => getProperty(input.propertyId)),
    postRetry: postRetryMachine,
  },
  actions: {
    showProperty: assign((_, params: { readonly property: Property }) => ({ property: params.property, error: null })),
    showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
    startRetry: assign((_, params: { readonly network: 'instagram' | 'facebook' }) => ({ retrying: params.network, retryFailed: false })),
    endRetry: assign((_, params: { readonly failed: boolean }) => ({ retrying: null, retryFailed: params.failed })),
    /** The app replaces the URL (wouter's navigate with replace). */
    canonicalise: (_, _params: CanonicalParams) => ignoreEffect(),
  },
  guards: {
    isMissing: (_, params: { readonly error: unknown }) => isMissingProperty(params.error),
    slugDiffers: ({ context }, params: { readonly property: Property }) => params.property.slug !== context.slug,
    postFailed: ({ context }, params: { readonly network: 'instagram' | 'facebook' }) => postFailed(context.property, params.network),
  },
  delays: {
    skeletonDelay: SKELETON_DELAY_MS,
    retryCooldown: RETRY_COOLDOWN_MS,
  },
}).createMachine({
  id: 'propertyView',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    slug: input.slug,
    property: null,
    error: null,
    live: input.live ?? offlineLive,
    retrying: null,
    retryFailed: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      ...quietThenSkeleton,
      invoke: {
        id: 'loadProperty',
        src: 'loadProperty',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: toLoaded,
        onError: [
          { guard: missing, target: 'notFound', actions: showFailure },
          { target: 'failed', actions: showFailure },
        ],
      },
    },
    failed: {
      initial: 'retryVisible',
      states: {
        retryVisible: { on: { 'property.retried': { target: '#propertyView.retrying' } } },
        // Spec 03 §8: the retry control hides for 10 s after a click on it.
        retryHidden: { after: { retryCooldown: { target: 'retryVisible' } } },
      },
    },
    retrying: {
      tags: ['busy'],
      ...quietThenSkeleton,
      invoke: {
        id: 'reloadProperty',
        src: 'loadProperty',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: toLoaded,
        onError: [
          { guard: missing, target: 'notFound', actions: showFailure },
          { target: 'failed.retryHidden', actions: showFailure },
        ],
      },
    },
    /** No retry: the view leads back to the list. */
    notFound: {},
    loaded: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            'post.retry': {
              guard: { type: 'postFailed', params: ({ event }) => ({ network: event.network }) },
              target: 'retryingPost',
              actions: { type: 'startRetry', params: ({ event }) => ({ network: event.network }) },
            },
          },
        },
        retryingPost: {
          invoke: {
            id: 'postRetry',
            src: 'postRetry',
            input: ({ context }) => ({
              propertyId: context.propertyId,
              propertyDraftId: context.property?.propertyDraftId ?? '',
              network: context.retrying ?? 'instagram',
              live: context.live,
            }),
            onDone: { target: 'refreshing', actions: { type: 'endRetry', params: ({ event }) => ({ failed: event.output.outcome === 'error' }) } },
          },
        },
        /** The post's outcome, as the server has it. */
        refreshing: {
          invoke: {
            id: 'refreshProperty',
            src: 'loadProperty',
            input: ({ context }) => ({ propertyId: context.propertyId }),
            onDone: { target: 'shown', actions: { type: 'showProperty', params: ({ event }) => ({ property: event.output }) } },
            onError: { target: 'shown' },
          },
        },
      },
    },
  },
});
