import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { EditorSection } from '../schema/editor-sections.ts';
import type { ErrorType } from '../schema/errors.ts';
import type { PropertyDraft } from '../schema/property-draft.ts';
import { editorToasts } from '../i18n/editor-toasts.ts';
import { failureType } from '../services/api-failure.ts';
import { getDraft } from '../services/drafts-api.ts';
import { autosaveMachine, type AutosaveReport, type DraftSaveRequest } from './autosaveMachine.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The property editor (spec 03 §2 'Property editor', §4 'Saves'): loads the draft (a spinner, a
 * retry on failure, 'not found' for a draft that is not this agent's), then owns it. Every tool
 * saves through `draft.save`; the editor spawns one `autosaveMachine` per save key and routes the
 * key's later requests to it, so a save in flight is never lost. A successful save answers the
 * whole updated draft, which replaces the one on screen unless a newer answer already did (two
 * keys saving at once may answer out of order). Beside the draft: the mobile menu, edit or
 * preview mode, the exit confirmation and the publish modal.
 */

export interface DraftEditorInput {
  readonly draftId: string;
  /** `validation_error=true`: the publish modal opens once the draft is loaded. */
  readonly validationError: boolean;
}

export interface DraftEditorContext {
  readonly draftId: string;
  readonly validationError: boolean;
  readonly draft: PropertyDraft | null;
  /** The keys that have an autosave child. */
  readonly saveKeys: readonly string[];
  /** The keys whose save is waiting or in flight. */
  readonly busyKeys: readonly string[];
  /** Issue 21: the keys whose save waits for the connection ('Sin guardar'). */
  readonly queuedKeys: readonly string[];
  readonly error: ErrorType | null;
  /**
   * Issue 21: how many times the draft was read again after a save refused because another tab
   * saved first (412). A tool merges the fresh draft with what the agent is typing when it changes.
   */
  readonly refreshes: number;
}

export type DraftEditorEvent =
  | { readonly type: 'draft.retried' }
  | { readonly type: 'draft.save'; readonly request: DraftSaveRequest }
  | { readonly type: 'section.chosen'; readonly section: EditorSection }
  | { readonly type: 'menu.toggled' }
  | { readonly type: 'menu.closed' }
  | { readonly type: 'preview.opened' }
  | { readonly type: 'preview.closed' }
  | { readonly type: 'exit.requested' }
  | { readonly type: 'exit.cancelled' }
  | { readonly type: 'exit.confirmed' }
  | { readonly type: 'publish.opened' }
  | { readonly type: 'publish.closed' }
  | AutosaveReport;

export const RETRY_COOLDOWN_MS = 10_000;

export const autosaveId = (key: string): string => `autosave:${key}`;

/** A draft this agent cannot load: missing, another agent's (answered alike), or an id the server refuses. */
export const isMissingDraft = (error: unknown): boolean => {
  const type = failureType(error);
  return type === 'PROPERTY_DRAFT_NOT_FOUND' || type === 'NOT_FOUND' || type === 'VALIDATION_ERROR';
};

/** The toast for a failed save: the request's own text, unless the agent's storage has no room for the file (issue 20). */
export const saveFailureMessage = (failure: string, error: unknown): string =>
  failureType(error) === 'STORAGE_QUOTA_EXCEEDED' ? editorToasts.storageQuotaExceeded : failure;

/** An answer replaces the draft unless the one on screen is newer (an earlier save answering late). */
export const isNewerDraft = (current: PropertyDraft | null, answer: PropertyDraft): boolean =>
  current === null || Date.parse(answer.updatedAt) >= Date.parse(current.updatedAt);

/** Issue 21: the save was made from a version another tab has since replaced; nothing was written. */
export const isChangedElsewhere = (error: unknown): boolean => failureType(error) === 'PROPERTY_DRAFT_CHANGED';

const showFailure = { type: 'showFailure', params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }) } as const;

export const draftEditorMachine = setup({
  types: {
    input: {} as DraftEditorInput,
    context: {} as DraftEditorContext,
    events: {} as DraftEditorEvent,
  },
  actors: {
    loadDraft: fromPromise<PropertyDraft, { readonly draftId: string }>(({ input }) => getDraft(input.draftId)),
    autosave: autosaveMachine,
  },
  actions: {
    showDraft: assign((_, params: { readonly draft: PropertyDraft }) => ({ draft: params.draft, error: null })),
    showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
    /** The draft read again after a 412: it replaces the one on screen whatever its age. */
    showRefreshed: assign(({ context }, params: { readonly draft: PropertyDraft }) => ({ draft: params.draft, refreshes: context.refreshes + 1 })),
    /** A key's first request starts its autosave child. */
    ensureAutosave: assign(({ context, spawn }, params: { readonly key: string }) => {
      if (context.saveKeys.includes(params.key)) return {};
      spawn('autosave', { id: autosaveId(params.key), input: { key: params.key } });
      return { saveKeys: [...context.saveKeys, params.key] };
    }),
    forwardSave: sendTo(
      (_, params: { readonly request: DraftSaveRequest }) => autosaveId(params.request.key),
      (_, params: { readonly request: DraftSaveRequest }) => ({ type: 'save.requested' as const, request: params.request }),
    ),
    /** An answer older than the draft on screen (two keys answering out of order) does not replace it. */
    keepNewer: assign(({ context }, params: { readonly draft: PropertyDraft }) =>
      isNewerDraft(context.draft, params.draft) ? { draft: params.draft } : {},
    ),
    markBusy: assign(({ context }, params: { readonly key: string }) => ({
      busyKeys: context.busyKeys.includes(params.key) ? context.busyKeys : [...context.busyKeys, params.key],
    })),
    markQueued: assign(({ context }, params: { readonly key: string }) => ({
      queuedKeys: context.queuedKeys.includes(params.key) ? context.queuedKeys : [...context.queuedKeys, params.key],
    })),
    markAnswered: assign(({ context }, params: { readonly key: string }) => ({ queuedKeys: context.queuedKeys.filter((key) => key !== params.key) })),
    markIdle: assign(({ context }, params: { readonly key: string }) => ({ busyKeys: context.busyKeys.filter((key) => key !== params.key) })),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** The app opens the tool (`?section=`, wouter). */
    showSection: (_, _params: { readonly section: EditorSection }) => ignoreEffect(),
    /** The app leaves the editor for the properties list. */
    leave: () => ignoreEffect(),
    /** The tool's own follow-up ('Propiedad' moves on to 'Ambientes'). */
    afterSave: (_, params: { readonly request: DraftSaveRequest; readonly draft: PropertyDraft }) => params.request.onSaved?.(params.draft),
    afterFailure: (_, params: { readonly request: DraftSaveRequest }) => params.request.onFailed?.(),
    /** Issue 21: the save is queued until the connection returns; the tool shows its field unsaved. */
    afterQueued: (_, params: { readonly request: DraftSaveRequest }) => params.request.onQueued?.(),
  },
  guards: {
    isMissing: (_, params: { readonly error: unknown }) => isMissingDraft(params.error),
    changedElsewhere: (_, params: { readonly error: unknown }) => isChangedElsewhere(params.error),
    opensPublishOnLoad: ({ context }) => context.validationError,
  },
  delays: {
    retryCooldown: RETRY_COOLDOWN_MS,
  },
}).createMachine({
  id: 'draftEditor',
  context: ({ input }) => ({
    draftId: input.draftId,
    validationError: input.validationError,
    draft: null,
    saveKeys: [],
    busyKeys: [],
    queuedKeys: [],
    error: null,
    refreshes: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ draftId: context.draftId }),
        onDone: { target: 'loaded', actions: { type: 'showDraft', params: ({ event }) => ({ draft: event.output }) } },
        onError: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) }, target: 'notFound', actions: showFailure },
          { target: 'failed', actions: showFailure },
        ],
      },
    },
    failed: {
      initial: 'retryVisible',
      states: {
        retryVisible: { on: { 'draft.retried': { target: '#draftEditor.retrying' } } },
        // Spec 03 §8: the retry control hides for 10 s after a click on it.
        retryHidden: { after: { retryCooldown: { target: 'retryVisible' } } },
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        id: 'reloadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ draftId: context.draftId }),
        onDone: { target: 'loaded', actions: { type: 'showDraft', params: ({ event }) => ({ draft: event.output }) } },
        onError: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) }, target: 'notFound', actions: showFailure },
          { target: 'failed.retryHidden', actions: showFailure },
        ],
      },
    },
    /** No retry: the view leads back to the drafts. */
    notFound: {},
    loaded: {
      type: 'parallel',
      on: {
        'draft.save': {
          actions: [
            { type: 'ensureAutosave', params: ({ event }) => ({ key: event.request.key }) },
            { type: 'forwardSave', params: ({ event }) => ({ request: event.request }) },
          ],
        },
        'autosave.busy': { actions: { type: 'markBusy', params: ({ event }) => ({ key: event.key }) } },
        'autosave.idle': { actions: { type: 'markIdle', params: ({ event }) => ({ key: event.key }) } },
        'autosave.saved': {
          actions: [
            { type: 'markAnswered', params: ({ event }) => ({ key: event.key }) },
            { type: 'keepNewer', params: ({ event }) => ({ draft: event.draft }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.request.success }) },
            { type: 'afterSave', params: ({ event }) => ({ request: event.request, draft: event.draft }) },
          ],
        },
        'autosave.failed': [
          {
            // Issue 21: another tab saved first; say so and read the draft again (sync.refreshing).
            guard: { type: 'changedElsewhere', params: ({ event }) => ({ error: event.error }) },
            target: '.sync.refreshing',
            actions: [
              { type: 'markAnswered', params: ({ event }) => ({ key: event.key }) },
              { type: 'notify', params: () => ({ kind: 'error', message: editorToasts.draftChangedElsewhere }) },
              { type: 'afterFailure', params: ({ event }) => ({ request: event.request }) },
            ],
          },
          {
            actions: [
              { type: 'markAnswered', params: ({ event }) => ({ key: event.key }) },
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: saveFailureMessage(event.request.failure, event.error) }) },
              { type: 'afterFailure', params: ({ event }) => ({ request: event.request }) },
            ],
          },
        ],
        'autosave.queued': {
          actions: [
            { type: 'markQueued', params: ({ event }) => ({ key: event.key }) },
            { type: 'afterQueued', params: ({ event }) => ({ request: event.request }) },
          ],
        },
        // The menu, a tool or 'Corregir dato' opens a tool (`?section=`): the menu and the modal close.
        'section.chosen': {
          target: ['.menu.closed', '.mode.editing', '.publish.closed'],
          actions: { type: 'showSection', params: ({ event }) => ({ section: event.section }) },
        },
      },
      states: {
        /** The side menu on small screens (on large ones it is a fixed column). */
        menu: {
          initial: 'closed',
          states: {
            closed: { on: { 'menu.toggled': { target: 'open' } } },
            open: { on: { 'menu.toggled': { target: 'closed' }, 'menu.closed': { target: 'closed' } } },
          },
        },
        mode: {
          initial: 'editing',
          states: {
            editing: { on: { 'preview.opened': { target: 'previewing' } } },
            previewing: { on: { 'preview.closed': { target: 'editing' } } },
          },
        },
        exit: {
          initial: 'idle',
          states: {
            idle: { on: { 'exit.requested': { target: 'confirming' } } },
            confirming: {
              on: {
                'exit.cancelled': { target: 'idle' },
                'exit.confirmed': { target: 'idle', actions: 'leave' },
              },
            },
          },
        },
        /** Issue 21: the draft read again after a 412, bringing the other tab's changes and the current version. */
        sync: {
          initial: 'current',
          states: {
            current: {},
            refreshing: {
              invoke: {
                id: 'refreshDraft',
                src: 'loadDraft',
                input: ({ context }) => ({ draftId: context.draftId }),
                onDone: { target: 'current', actions: { type: 'showRefreshed', params: ({ event }) => ({ draft: event.output }) } },
                // The next save tells again (a 412 reads again; anything else has its own toast).
                onError: { target: 'current' },
              },
            },
          },
        },
        publish: {
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'opensPublishOnLoad', target: 'open' }, { target: 'closed' }] },
            closed: { on: { 'publish.opened': { target: 'open' } } },
            open: { on: { 'publish.closed': { target: 'closed' } } },
          },
        },
      },
    },
  },
});

