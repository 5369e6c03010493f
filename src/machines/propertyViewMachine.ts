import { assign, fromPromise, setup } from 'xstate';
import type { ErrorType } from '../schema/errors.ts';
import type { Property } from '../schema/property.ts';
import { failureType } from '../services/api-failure.ts';
import { getProperty } from '../services/properties-api.ts';
import { ignoreEffect } from './effects.ts';

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
 */

export interface PropertyViewInput {
  readonly propertyId: string;
  /** The slug in the URL, as it came. */
  readonly slug: string;
}

export interface PropertyViewContext {
  readonly propertyId: string;
  readonly slug: string;
  readonly property: Property | null;
  readonly error: ErrorType | null;
}

export type PropertyViewEvent = { readonly type: 'property.retried' };

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
  },
  actions: {
    showProperty: assign((_, params: { readonly property: Property }) => ({ property: params.property, error: null })),
    showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
    /** The app replaces the URL (wouter's navigate with replace). */
    canonicalise: (_, _params: CanonicalParams) => ignoreEffect(),
  },
  guards: {
    isMissing: (_, params: { readonly error: unknown }) => isMissingProperty(params.error),
    slugDiffers: ({ context }, params: { readonly property: Property }) => params.property.slug !== context.slug,
  },
  delays: {
    skeletonDelay: SKELETON_DELAY_MS,
    retryCooldown: RETRY_COOLDOWN_MS,
  },
}).createMachine({
  id: 'propertyView',
  context: ({ input }) => ({ propertyId: input.propertyId, slug: input.slug, property: null, error: null }),
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
    loaded: {},
  },
});
