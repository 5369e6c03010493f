import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import type { PropertyDraft } from '../schema/property-draft.ts';
import { failureType } from '../services/api-failure.ts';
import { onConnectionRestored } from '../services/connectivity.ts';

/**
 * One save key of the property editor (spec 03 §4 'Saves'): a tool's request waits its debounce
 * ('none' runs at once, 'short' 500 ms, 'long' 1000 ms after the last change), then runs. A newer
 * request of the same key restarts the wait and replaces the waiting one (it carries the newer
 * value). A request that arrives while the call is in flight is kept and runs after it (the newest
 * one: same key, newer value), so no edit is ever lost. The outcome goes
 * to the parent (`draftEditorMachine`), which replaces the draft and shows the spec's toasts.
 *
 * Issue 21 (offline): an idempotent request (a PUT/DELETE of one field) whose call never reached
 * the server (NETWORK_UNREACHABLE) is not failed: it stays queued (`autosave.queued` to the parent,
 * the field shows it unsaved) and runs again when the connection returns or after a growing delay
 * (`retryBackoff`), whichever comes first. A newer request replaces it and runs as usual.
 */

/**
 * A tool's save (the editor's `DraftSaveRequest`, src/views/editor/editor-context.ts, has this
 * shape; machines may not import views).
 */
export interface DraftSaveRequest {
  readonly key: string;
  readonly delay: 'none' | 'short' | 'long';
  readonly run: () => Promise<PropertyDraft>;
  readonly success: string;
  readonly failure: string;
  readonly onSaved?: (draft: PropertyDraft) => void;
  readonly onFailed?: () => void;
  /** Issue 21: a PUT/DELETE of one field, safe to repeat: retried when the connection returns. */
  readonly idempotent?: boolean;
  /** Issue 21: its call never reached the server; it is queued and will run again. */
  readonly onQueued?: () => void;
}

export interface AutosaveInput {
  readonly key: string;
}

export interface AutosaveContext {
  readonly key: string;
  /** Waiting for its debounce, or in flight (null only before the first request). */
  readonly current: DraftSaveRequest | null;
  /** The newest request that arrived while `current` was in flight. */
  readonly next: DraftSaveRequest | null;
  /** Retries of `current` after NETWORK_UNREACHABLE (0 once a call reached the server). */
  readonly attempts: number;
}

export type AutosaveEvent =
  | { readonly type: 'save.requested'; readonly request: DraftSaveRequest }
  /** From the `watchConnection` actor while a request is queued. */
  | { readonly type: 'connection.restored' };

/** What the machine tells its parent. */
export type AutosaveReport =
  | { readonly type: 'autosave.busy'; readonly key: string }
  | { readonly type: 'autosave.idle'; readonly key: string }
  | { readonly type: 'autosave.saved'; readonly key: string; readonly request: DraftSaveRequest; readonly draft: PropertyDraft }
  | { readonly type: 'autosave.failed'; readonly key: string; readonly request: DraftSaveRequest; readonly error: unknown }
  | { readonly type: 'autosave.queued'; readonly key: string; readonly request: DraftSaveRequest };

/** Spec 03 §4/§9: environments and the map 500 ms, details 1000 ms. */
export const SAVE_DELAYS_MS = { none: 0, short: 500, long: 1000 } as const;

/** Issue 21: a queued save runs again after 2 s, 4 s, 8 s, … at most 60 s apart (or at once when the connection returns). */
export const RETRY_BACKOFF_MS = { first: 2000, max: 60_000 } as const;
export const retryBackoff = (attempts: number): number => Math.min(RETRY_BACKOFF_MS.first * 2 ** attempts, RETRY_BACKOFF_MS.max);

/** The connection came back: the browser's `online` event or the shared connectivity module. */
export const watchConnection = fromCallback(({ sendBack }) => {
  const restored = () => sendBack({ type: 'connection.restored' });
  const stop = onConnectionRestored(restored);
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('online', restored);
  return () => {
    stop();
    target?.removeEventListener('online', restored);
  };
});

const report = (event: AutosaveReport) => event;

/** The request waiting or in flight: there is one in every state but the first idle. */
const saved = (context: AutosaveContext): DraftSaveRequest => {
  if (context.current === null) throw new Error('autosaveMachine: no request to save');
  return context.current;
};

export const autosaveMachine = setup({
  types: {
    input: {} as AutosaveInput,
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
  },
  actors: {
    runSave: fromPromise<PropertyDraft, { readonly request: DraftSaveRequest }>(({ input }) => input.request.run()),
    watchConnection,
  },
  actions: {
    replaceCurrent: assign((_, params: { readonly request: DraftSaveRequest }) => ({ current: params.request })),
    keepNext: assign((_, params: { readonly request: DraftSaveRequest }) => ({ next: params.request })),
    takeNext: assign(({ context }) => (context.next === null ? {} : { current: context.next, next: null })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
    reportBusy: sendParent(({ context }) => report({ type: 'autosave.busy', key: context.key })),
    reportIdle: sendParent(({ context }) => report({ type: 'autosave.idle', key: context.key })),
    reportSaved: sendParent(({ context }, params: { readonly draft: PropertyDraft }) =>
      report({ type: 'autosave.saved', key: context.key, request: saved(context), draft: params.draft }),
    ),
    reportFailed: sendParent(({ context }, params: { readonly error: unknown }) =>
      report({ type: 'autosave.failed', key: context.key, request: saved(context), error: params.error }),
    ),
    reportQueued: sendParent(({ context }) => report({ type: 'autosave.queued', key: context.key, request: saved(context) })),
  },
  guards: {
    isImmediate: ({ context }) => context.current?.delay === 'none',
    isShort: ({ context }) => context.current?.delay === 'short',
    requestIsImmediate: (_, params: { readonly request: DraftSaveRequest }) => params.request.delay === 'none',
    hasNext: ({ context }) => context.next !== null,
    /** The call never reached the server and repeating it is safe. */
    isQueueable: ({ context }, params: { readonly error: unknown }) =>
      context.current?.idempotent === true && failureType(params.error) === 'NETWORK_UNREACHABLE',
  },
  delays: {
    short: SAVE_DELAYS_MS.short,
    long: SAVE_DELAYS_MS.long,
    retryBackoff: ({ context }) => retryBackoff(context.attempts),
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({ key: input.key, current: null, next: null, attempts: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'save.requested': {
          target: 'busy',
          actions: { type: 'replaceCurrent', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    busy: {
      tags: ['busy'],
      entry: 'reportBusy',
      initial: 'debouncing',
      states: {
        debouncing: {
          initial: 'choosing',
          on: {
            // Same key, newer value: it replaces the waiting one and the wait starts again.
            'save.requested': [
              {
                guard: { type: 'requestIsImmediate', params: ({ event }) => ({ request: event.request }) },
                target: '#autosave.busy.saving',
                actions: { type: 'replaceCurrent', params: ({ event }) => ({ request: event.request }) },
              },
              {
                target: '#autosave.busy.debouncing',
                reenter: true,
                actions: { type: 'replaceCurrent', params: ({ event }) => ({ request: event.request }) },
              },
            ],
          },
          states: {
            choosing: {
              always: [
                { guard: 'isImmediate', target: '#autosave.busy.saving' },
                { guard: 'isShort', target: 'short' },
                { target: 'long' },
              ],
            },
            short: { after: { short: { target: '#autosave.busy.saving' } } },
            long: { after: { long: { target: '#autosave.busy.saving' } } },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'runSave',
            src: 'runSave',
            input: ({ context }) => ({ request: saved(context) }),
            onDone: [
              {
                guard: 'hasNext',
                target: 'debouncing',
                actions: [{ type: 'reportSaved', params: ({ event }) => ({ draft: event.output }) }, 'takeNext', 'resetAttempts'],
              },
              {
                target: '#autosave.idle',
                actions: [{ type: 'reportSaved', params: ({ event }) => ({ draft: event.output }) }, 'reportIdle', 'resetAttempts'],
              },
            ],
            onError: [
              // Issue 21: never reached the server. The newest value (a request kept meanwhile) is the one queued.
              { guard: { type: 'isQueueable', params: ({ event }) => ({ error: event.error }) }, target: 'queued', actions: 'takeNext' },
              { guard: 'hasNext', target: 'debouncing', actions: [{ type: 'reportFailed', params: ({ event }) => ({ error: event.error }) }, 'takeNext', 'resetAttempts'] },
              { target: '#autosave.idle', actions: [{ type: 'reportFailed', params: ({ event }) => ({ error: event.error }) }, 'reportIdle', 'resetAttempts'] },
            ],
          },
          on: {
            // Never lost: it runs once the call in flight answers.
            'save.requested': { actions: { type: 'keepNext', params: ({ event }) => ({ request: event.request }) } },
          },
        },
        /** Issue 21: waiting for the connection (or the backoff) to run the request again; the field shows it unsaved. */
        queued: {
          tags: ['queued'],
          entry: 'reportQueued',
          exit: 'countAttempt',
          invoke: { id: 'watchConnection', src: 'watchConnection' },
          after: { retryBackoff: { target: 'saving' } },
          on: {
            'connection.restored': { target: 'saving' },
            'save.requested': {
              target: 'debouncing',
              actions: ['resetAttempts', { type: 'replaceCurrent', params: ({ event }) => ({ request: event.request }) }],
            },
          },
        },
      },
    },
  },
});
