import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { decodePublishingMessage, publishingGroup } from '../schema/hub.ts';
import type { PostFailureReason, SocialPostStatus } from '../schema/property-draft.ts';
import type { Property, RetryNetwork } from '../schema/property.ts';
import { failureType } from '../services/api-failure.ts';
import type { LiveConnection } from '../services/live.ts';
import { getProperty, retryPost } from '../services/properties-api.ts';

/**
 * Issue 21: 'Reintentar' on a published property's failed post (the publishing page and the
 * property view spawn one per retry). Asks the server to retry the network's post, then follows
 * the draft's publishing group for that network's step message, as the first publication did; the
 * property is read again when the group (re)joins and every `quietRecheck` without a message, so a
 * message missed while the connection was down is not lost. Ends with how the retry went:
 * `settled` (the post's status is known: the parent reads the truth), `refused` (409: it was not
 * retryable any more, another tab's retry; the parent reads the truth) or `error` (the call failed).
 */

export interface PostRetryInput {
  readonly propertyId: string;
  readonly propertyDraftId: string;
  readonly network: RetryNetwork;
  readonly live: LiveConnection;
}

export interface PostRetryOutput {
  readonly outcome: 'settled' | 'refused' | 'error';
}

export type PostRetryEvent =
  | { readonly type: 'step.settled'; readonly status: SocialPostStatus; readonly reason?: PostFailureReason }
  | { readonly type: 'live.resynced' };

export interface PostRetryContext extends PostRetryInput {
  readonly outcome: PostRetryOutput['outcome'];
}

export const QUIET_RECHECK_MS = 5_000;

/** The network's step messages of the draft's group, as events of this machine. */
const stepFeed = fromCallback<EventObject, Pick<PostRetryInput, 'live' | 'propertyDraftId' | 'network'>, PostRetryEvent>(({ sendBack, input }) =>
  input.live.subscribe(publishingGroup(input.propertyDraftId), {
    message: (raw) => {
      const decoded = decodePublishingMessage(raw);
      if (decoded._tag === 'None') return;
      const message = decoded.value;
      if (input.network === 'instagram' && message.step === 2) sendBack({ type: 'step.settled', status: message.instagramPostStatus, reason: message.reason });
      if (input.network === 'facebook' && message.step === 3) sendBack({ type: 'step.settled', status: message.facebookPostStatus, reason: message.reason });
    },
    resynced: () => sendBack({ type: 'live.resynced' }),
  }),
);

/** The network's post status in a property read: Pending while the retry runs. */
const postStatusOf = (property: Property, network: RetryNetwork): SocialPostStatus | null => {
  if (network === 'instagram') return property.instagramPost?.status ?? null;
  const statuses = property.facebookPosts.map((post) => post.status);
  return statuses.includes(1) ? 1 : (statuses[0] ?? null);
};

export const postRetryMachine = setup({
  types: {
    input: {} as PostRetryInput,
    context: {} as PostRetryContext,
    events: {} as PostRetryEvent,
    output: {} as PostRetryOutput,
  },
  actors: {
    stepFeed,
    retryPost: fromPromise<Property, { readonly propertyId: string; readonly network: RetryNetwork }>(({ input }) => retryPost(input.propertyId, input.network)),
    loadProperty: fromPromise<Property, { readonly propertyId: string }>(({ input }) => getProperty(input.propertyId)),
  },
  actions: {
    setOutcome: assign((_, params: { readonly outcome: PostRetryOutput['outcome'] }) => ({ outcome: params.outcome })),
  },
  guards: {
    notRetryable: (_, params: { readonly error: unknown }) => failureType(params.error) === 'POST_NOT_RETRYABLE',
    /** The step's message says how the post went (a Pending one is not an answer). */
    stepSettled: (_, params: { readonly status: SocialPostStatus }) => params.status !== 1,
    /** A read says the post is no longer Pending. */
    settledIn: ({ context }, params: { readonly property: Property }) => postStatusOf(params.property, context.network) !== 1,
  },
  delays: {
    quietRecheck: QUIET_RECHECK_MS,
  },
}).createMachine({
  id: 'postRetry',
  context: ({ input }) => ({ ...input, outcome: 'settled' }),
  // The group is joined before the call: the step's message cannot arrive before anyone listens.
  invoke: { id: 'stepFeed', src: 'stepFeed', input: ({ context }) => ({ live: context.live, propertyDraftId: context.propertyDraftId, network: context.network }) },
  initial: 'requesting',
  states: {
    requesting: {
      invoke: {
        id: 'retryPost',
        src: 'retryPost',
        input: ({ context }) => ({ propertyId: context.propertyId, network: context.network }),
        onDone: [
          { guard: { type: 'settledIn', params: ({ event }) => ({ property: event.output }) }, target: 'done' },
          { target: 'following' },
        ],
        onError: [
          { guard: { type: 'notRetryable', params: ({ event }) => ({ error: event.error }) }, target: 'done', actions: { type: 'setOutcome', params: { outcome: 'refused' } } },
          { target: 'done', actions: { type: 'setOutcome', params: { outcome: 'error' } } },
        ],
      },
    },
    following: {
      on: {
        'step.settled': { guard: { type: 'stepSettled', params: ({ event }) => ({ status: event.status }) }, target: 'done' },
        'live.resynced': { target: 'checking' },
      },
      after: { quietRecheck: { target: 'checking' } },
    },
    checking: {
      on: { 'step.settled': { guard: { type: 'stepSettled', params: ({ event }) => ({ status: event.status }) }, target: 'done' } },
      invoke: {
        id: 'checkProperty',
        src: 'loadProperty',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: [{ guard: { type: 'settledIn', params: ({ event }) => ({ property: event.output }) }, target: 'done' }, { target: 'following' }],
        onError: { target: 'following' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome }),
});
