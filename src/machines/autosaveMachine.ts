import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { PropertyDraft } from '../schema/property-draft.ts';

/**
 * One save key of the property editor (spec 03 §4 'Saves'): a tool's request waits its debounce
 * ('none' runs at once, 'short' 500 ms, 'long' 1000 ms after the last change), then runs. A newer
 * request of the same key restarts the wait and replaces the waiting one (it carries the newer
 * value). A request that arrives while the call is in flight is kept and runs after it (the newest
 * one: same key, newer value), so no edit is ever lost. The outcome goes
 * to the parent (`draftEditorMachine`), which replaces the draft and shows the spec's toasts.
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
}

export type AutosaveEvent = { readonly type: 'save.requested'; readonly request: DraftSaveRequest };

/** What the machine tells its parent. */
export type AutosaveReport =
  | { readonly type: 'autosave.busy'; readonly key: string }
  | { readonly type: 'autosave.idle'; readonly key: string }
  | { readonly type: 'autosave.saved'; readonly key: string; readonly request: DraftSaveRequest; readonly draft: PropertyDraft }
  | { readonly type: 'autosave.failed'; readonly key: string; readonly request: DraftSaveRequest; readonly error: unknown };

/** Spec 03 §4/§9: environments and the map 500 ms, details 1000 ms. */
export const SAVE_DELAYS_MS = { none: 0, short: 500, long: 1000 } as const;

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
  },
  actions: {
    replaceCurrent: assign((_, params: { readonly request: DraftSaveRequest }) => ({ current: params.request })),
    keepNext: assign((_, params: { readonly request: DraftSaveRequest }) => ({ next: params.request })),
    takeNext: assign(({ context }) => (context.next === null ? {} : { current: context.next, next: null })),
    reportBusy: sendParent(({ context }) => report({ type: 'autosave.busy', key: context.key })),
    reportIdle: sendParent(({ context }) => report({ type: 'autosave.idle', key: context.key })),
    reportSaved: sendParent(({ context }, params: { readonly draft: PropertyDraft }) =>
      report({ type: 'autosave.saved', key: context.key, request: saved(context), draft: params.draft }),
    ),
    reportFailed: sendParent(({ context }, params: { readonly error: unknown }) =>
      report({ type: 'autosave.failed', key: context.key, request: saved(context), error: params.error }),
    ),
  },
  guards: {
    isImmediate: ({ context }) => context.current?.delay === 'none',
    isShort: ({ context }) => context.current?.delay === 'short',
    requestIsImmediate: (_, params: { readonly request: DraftSaveRequest }) => params.request.delay === 'none',
    hasNext: ({ context }) => context.next !== null,
  },
  delays: {
    short: SAVE_DELAYS_MS.short,
    long: SAVE_DELAYS_MS.long,
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({ key: input.key, current: null, next: null }),
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
                actions: [{ type: 'reportSaved', params: ({ event }) => ({ draft: event.output }) }, 'takeNext'],
              },
              {
                target: '#autosave.idle',
                actions: [{ type: 'reportSaved', params: ({ event }) => ({ draft: event.output }) }, 'reportIdle'],
              },
            ],
            onError: [
              { guard: 'hasNext', target: 'debouncing', actions: [{ type: 'reportFailed', params: ({ event }) => ({ error: event.error }) }, 'takeNext'] },
              { target: '#autosave.idle', actions: [{ type: 'reportFailed', params: ({ event }) => ({ error: event.error }) }, 'reportIdle'] },
            ],
          },
          on: {
            // Never lost: it runs once the call in flight answers.
            'save.requested': { actions: { type: 'keepNext', params: ({ event }) => ({ request: event.request }) } },
          },
        },
      },
    },
  },
});
