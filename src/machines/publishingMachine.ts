import { assign, fromPromise, or, setup, stateIn } from 'xstate';
import type { PublishingMessage } from '../schema/hub.ts';
import type { PropertyDraft } from '../schema/property-draft.ts';
import { refusedProblems } from '../schema/publish-validation.ts';
import { getDraft, publishDraft } from '../services/drafts-api.ts';
import type { LiveConnection, LiveStatus } from '../services/live.ts';
import { failureType } from '../services/api-failure.ts';
import { DRAFTS_LIST_PATH } from './createDraftMachine.ts';
import { liveFeed, type LiveFeedEvent } from './publishing/live-feed.ts';
import { publishOnce } from './publishing/publish-once.ts';
import { postRetryMachine } from './postRetryMachine.ts';
import {
  applyMessage,
  canRetryStep,
  markRetrying,
  deriveProgress,
  endsPublishing,
  markRefused,
  markStarted,
  mergeProgress,
  type PublishingProgress,
} from './publishing/progress.ts';
import { ignoreEffect, type NavigateParams } from './effects.ts';

/**
 * /properties/drafts/{id}/publishing (spec 03 §2, §4; issue 11). Loads the draft and derives the
 * steps from its `postStatus`; a Pending draft is published by this page once the live connection
 * is up (so the step messages have somewhere to arrive); then the messages of the draft's group
 * drive the steps. Once the group is live (`resynced`: the first connection, and each reconnect),
 * and every `quietResync` without an end, the draft is read again and the steps derived anew: a
 * message missed while down is not lost, and a publication that ended meanwhile shows its end. A
 * `resynced` during a read that started before it is owed (`resyncDue`) and done once that read is in.
 *
 * A live connection that fails before the end shows 'No se ha podido iniciar la publicación' with
 * a retry that reloads the page. The exit asks first while the publication runs ('leaving does not
 * cancel it'). One publish call per attempt, even when React restarts the actor (publishOnce).
 * A publish the server refuses (issue 20: a channel lost since the modal checked) lists the
 * server's problems with 'Volver al editor' instead of a retry that cannot help.
 *
 * Issue 21: the end is the server's word, not the page's: once the last message arrives the draft
 * is read, and each post shows its real outcome (a step message missed while the connection was
 * down never turns into a success). A failed post of the published property offers 'Reintentar'
 * (`post.retry`): a postRetryMachine asks the server and follows that step live; then the draft
 * is read again.
 */

export interface PublishingInput {
  readonly draftId: string;
  /** Unique per visit of the page: with the attempt, the publish call's key (publishOnce). */
  readonly visitKey: string;
  readonly live: LiveConnection;
}

export interface PublishingContext extends PublishingInput {
  readonly attempt: number;
  readonly liveStatus: LiveStatus;
  readonly draft: PropertyDraft | null;
  readonly progress: PublishingProgress | null;
  /** The group went live while a read was in flight: that read may predate a message, so read again. */
  readonly resyncDue: boolean;
  /** Issue 20: what the server refused the publication for (the problems' texts), when it did. */
  readonly refusal: readonly string[];
  /** Issue 21: the network whose post is being retried. */
  readonly retrying: 'instagram' | 'facebook' | null;
  /** Issue 21: the last retry did not reach the server ('No se pudo reintentar…'). */
  readonly retryFailed: boolean;
}

export type PublishingEvent =
  | LiveFeedEvent
  | { readonly type: 'retry' }
  | { readonly type: 'exit.requested' }
  | { readonly type: 'exit.cancelled' }
  | { readonly type: 'exit.confirmed' }
  | { readonly type: 'post.retry'; readonly network: 'instagram' | 'facebook' };

export const QUIET_RESYNC_MS = 15_000;

type Loaded = { readonly output: PropertyDraft };
const loaded = ({ event }: { readonly event: Loaded }) => event.output;
const phaseOf = (draft: PropertyDraft) => deriveProgress(draft).phase;

/** Where a loaded (or re-read) draft sends the page. */
const afterRead = (whenPending: string, otherwise: string) =>
  [
    { guard: { type: 'draftIs', params: ({ event }: { readonly event: Loaded }) => ({ draft: event.output, phase: 'published' as const }) }, target: '#publishing.flow.published', actions: { type: 'setDraft', params: loaded } },
    { guard: { type: 'draftIs', params: ({ event }: { readonly event: Loaded }) => ({ draft: event.output, phase: 'failed' as const }) }, target: '#publishing.flow.failed', actions: { type: 'setDraft', params: loaded } },
    { guard: { type: 'draftIs', params: ({ event }: { readonly event: Loaded }) => ({ draft: event.output, phase: 'pending' as const }) }, target: whenPending, actions: { type: 'setDraft', params: loaded } },
    { target: otherwise, actions: { type: 'setDraft', params: loaded } },
  ] as const;

export const publishingMachine = setup({
  types: {
    input: {} as PublishingInput,
    context: {} as PublishingContext,
    events: {} as PublishingEvent,
  },
  actors: {
    liveFeed,
    loadDraft: fromPromise<PropertyDraft, { readonly draftId: string }>(({ input }) => getDraft(input.draftId)),
    publish: fromPromise<PropertyDraft, { readonly draftId: string; readonly key: string }>(({ input }) =>
      publishOnce(input.key, () => publishDraft(input.draftId)),
    ),
    postRetry: postRetryMachine,
  },
  actions: {
    setLiveStatus: assign((_, params: { readonly status: LiveStatus }) => ({ liveStatus: params.status })),
    /** A read never takes the steps back (a re-read can lag a message just applied). */
    setDraft: assign(({ context }, draft: PropertyDraft) => ({ draft, progress: mergeProgress(context.progress, deriveProgress(draft)) })),
    markStarted: assign(({ context }) => ({ progress: context.progress === null ? null : markStarted(context.progress) })),
    applyMessage: assign(({ context }, params: { readonly message: PublishingMessage }) => ({
      progress: context.progress === null ? null : applyMessage(context.progress, params.message),
    })),
    nextAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    /** Issue 21: after the end, a read is the server's word: it replaces what the messages built. */
    setTruth: assign((_, draft: PropertyDraft) => ({ draft, progress: deriveProgress(draft) })),
    startRetry: assign(({ context }, params: { readonly network: 'instagram' | 'facebook' }) => ({
      retrying: params.network,
      retryFailed: false,
      progress: context.progress === null ? null : markRetrying(context.progress, params.network),
    })),
    endRetry: assign((_, params: { readonly failed: boolean }) => ({ retrying: null, retryFailed: params.failed })),
    oweResync: assign({ resyncDue: true }),
    clearResync: assign({ resyncDue: false }),
    setRefusal: assign(({ context }, params: { readonly error: unknown }) => ({
      progress: context.progress === null ? null : markRefused(context.progress),
      refusal: refusedProblems(typeof params.error === 'object' && params.error !== null && 'message' in params.error ? String(params.error.message) : ''),
    })),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
    reload: () => ignoreEffect(),
  },
  guards: {
    draftIs: (_, params: { readonly draft: PropertyDraft; readonly phase: 'published' | 'failed' | 'pending' }) =>
      phaseOf(params.draft) === params.phase,
    ends: (_, params: { readonly message: PublishingMessage; readonly end: 'published' | 'failed' }) =>
      endsPublishing(params.message) === params.end,
    liveUp: ({ context }) => context.liveStatus === 'connected',
    retryable: ({ context }, params: { readonly network: 'instagram' | 'facebook' }) => canRetryStep(context.progress, params.network),
    liveBroken: ({ context }) => context.liveStatus === 'failed',
    resyncDue: ({ context }) => context.resyncDue,
    /** Missing, another agent's (answered alike), or an id the server refuses: no retry helps. */
    missingDraft: (_, params: { readonly error: unknown }) =>
      ['PROPERTY_DRAFT_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_ERROR'].includes(failureType(params.error)),
    /**
     * The server refused to start (issue 20): a channel lost since the modal checked, or a problem
     * the modal did not see. Publishing again changes nothing until the agent fixes it in the editor.
     */
    refused: (_, params: { readonly error: unknown }) =>
      ['VALIDATION_ERROR', 'MEDIA_PROVIDER_NOT_CONNECTED', 'FACEBOOK_PAGES_NOT_MANAGED'].includes(failureType(params.error)),
    running: or([stateIn('#publishing.flow.active'), stateIn('#publishing.flow.liveFailed')]),
  },
  delays: {
    quietResync: QUIET_RESYNC_MS,
  },
}).createMachine({
  id: 'publishing',
  context: ({ input }) => ({ ...input, attempt: 1, liveStatus: 'idle', draft: null, progress: null, resyncDue: false, refusal: [], retrying: null, retryFailed: false }),
  invoke: { id: 'liveFeed', src: 'liveFeed', input: ({ context }) => ({ live: context.live, draftId: context.draftId }) },
  on: {
    'live.status': { actions: { type: 'setLiveStatus', params: ({ event }) => ({ status: event.status }) } },
  },
  type: 'parallel',
  states: {
    flow: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          on: { 'live.resynced': { actions: 'oweResync' } },
          invoke: {
            id: 'loadDraft',
            src: 'loadDraft',
            input: ({ context }) => ({ draftId: context.draftId }),
            onDone: afterRead('#publishing.flow.active.waitingForLive', '#publishing.flow.active.following'),
            onError: [
              { guard: { type: 'missingDraft', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
              { target: 'loadFailed' },
            ],
          },
        },
        loadFailed: { on: { retry: { target: 'loading' } } },
        notFound: {},
        active: {
          // Before the end, a live connection that gave up is the page's error.
          always: { guard: 'liveBroken', target: 'liveFailed' },
          on: {
            'live.message': [
              {
                guard: { type: 'ends', params: ({ event }) => ({ message: event.message, end: 'published' as const }) },
                target: 'published.reading',
                actions: { type: 'applyMessage', params: ({ event }) => ({ message: event.message }) },
              },
              {
                guard: { type: 'ends', params: ({ event }) => ({ message: event.message, end: 'failed' as const }) },
                target: 'failed',
                actions: { type: 'applyMessage', params: ({ event }) => ({ message: event.message }) },
              },
              { actions: { type: 'applyMessage', params: ({ event }) => ({ message: event.message }) } },
            ],
          },
          initial: 'following',
          states: {
            /** A Pending draft: the publish call waits for the live connection. */
            waitingForLive: { always: { guard: 'liveUp', target: 'starting' } },
            starting: {
              tags: ['busy'],
              // The publish call goes once the connection is up: what follows it arrives live.
              entry: 'clearResync',
              invoke: {
                id: 'publish',
                src: 'publish',
                input: ({ context }) => ({ draftId: context.draftId, key: `${context.visitKey}#${context.attempt}` }),
                onDone: { target: 'following', actions: 'markStarted' },
                onError: [
                  {
                    guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                    target: '#publishing.flow.refused',
                    actions: { type: 'setRefusal', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'startFailed' },
                ],
              },
            },
            startFailed: { on: { retry: { target: 'waitingForLive', actions: 'nextAttempt' } } },
            following: {
              always: { guard: 'resyncDue', target: 'resyncing' },
              on: { 'live.resynced': { target: 'resyncing' } },
              after: { quietResync: { target: 'resyncing' } },
            },
            resyncing: {
              entry: 'clearResync',
              on: { 'live.resynced': { actions: 'oweResync' } },
              invoke: {
                id: 'resync',
                src: 'loadDraft',
                input: ({ context }) => ({ draftId: context.draftId }),
                // Read after the publish call: a draft still Pending is only behind, never published again.
                onDone: afterRead('#publishing.flow.active.following', '#publishing.flow.active.following'),
                onError: { target: 'following' },
              },
            },
          },
        },
        liveFailed: { on: { retry: { actions: 'reload' } } },
        /** Refused before it started: nothing was written; the editor's publish modal offers the fixes. */
        refused: {},
        published: {
          initial: 'shown',
          states: {
            /** The last message arrived: each post's outcome is read from the server. */
            reading: {
              invoke: {
                id: 'readOutcome',
                src: 'loadDraft',
                input: ({ context }) => ({ draftId: context.draftId }),
                onDone: { target: 'shown', actions: { type: 'setTruth', params: loaded } },
                onError: { target: 'shown' },
              },
            },
            shown: {
              on: {
                'post.retry': {
                  guard: { type: 'retryable', params: ({ event }) => ({ network: event.network }) },
                  target: 'retrying',
                  actions: { type: 'startRetry', params: ({ event }) => ({ network: event.network }) },
                },
              },
            },
            retrying: {
              invoke: {
                id: 'postRetry',
                src: 'postRetry',
                input: ({ context }) => ({
                  propertyId: context.progress?.property?.propertyId ?? '',
                  propertyDraftId: context.draftId,
                  network: context.retrying ?? 'instagram',
                  live: context.live,
                }),
                onDone: { target: 'reading', actions: { type: 'endRetry', params: ({ event }) => ({ failed: event.output.outcome === 'error' }) } },
              },
            },
          },
        },
        failed: {},
      },
    },
    exit: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'exit.requested': [
              { guard: 'running', target: 'confirming' },
              { actions: { type: 'navigate', params: { to: DRAFTS_LIST_PATH } } },
            ],
          },
        },
        confirming: {
          on: {
            'exit.cancelled': { target: 'closed' },
            'exit.confirmed': { target: 'closed', actions: { type: 'navigate', params: { to: DRAFTS_LIST_PATH } } },
          },
        },
      },
    },
  },
});
