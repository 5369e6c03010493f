import { assign, fromPromise, setup } from 'xstate';
import { PROPERTY_DRAFT_STATUS, type PropertyDraftSummary } from '../schema/property-draft.ts';
import { propertyDrafts } from '../services/drafts-api.ts';
import { storePublishingDismissed } from '../services/widget-storage.ts';

/**
 * The shell's floating publishing panel (spec 01 §2, spec 03 §4): the agent's drafts with status
 * Publishing, each card a link to its publishing page. It shows only while something is being
 * published and the agent has not closed it for those drafts: closing remembers their ids in this
 * browser, so the panel comes back for the next publication, not for the same one. It starts as the
 * round button with its count, so it never covers the checklist or the page unasked.
 *
 * A refresh asked while a read is in flight (a live message, the live connection coming up, a new
 * page) may concern what that read missed: it is owed (`refreshDue`) and done once, after it.
 */

/** How many publishing drafts one read brings (the panel scrolls past 225 px). */
export const PUBLISHING_PANEL_LIMIT = 50;

export interface PublishingPanelInput {
  readonly agentId: string;
  /** Drafts whose progress the agent closed (localStorage). */
  readonly dismissedIds: readonly string[];
}

export interface PublishingPanelContext extends PublishingPanelInput {
  readonly drafts: readonly PropertyDraftSummary[];
  /** A refresh was asked after the read in flight started: read once more after it. */
  readonly refreshDue: boolean;
}

export type PublishingPanelEvent =
  | { readonly type: 'widget.opened' }
  | { readonly type: 'widget.minimised' }
  | { readonly type: 'widget.dismissed' }
  | { readonly type: 'widget.refreshed' };

type Drafts = { readonly drafts: readonly PropertyDraftSummary[] };
const output = ({ event }: { readonly event: { readonly output: readonly PropertyDraftSummary[] } }): Drafts => ({
  drafts: event.output,
});

/** Something the agent has not closed is publishing: the panel shows; otherwise it hides. */
const afterLoad = (whenShown: string) =>
  [
    { guard: { type: 'hasNewDrafts', params: output }, target: whenShown, actions: { type: 'setDrafts', params: output } },
    { target: '#publishingPanel.hidden', actions: { type: 'setDrafts', params: output } },
  ] as const;

export const publishingPanelMachine = setup({
  types: {
    input: {} as PublishingPanelInput,
    context: {} as PublishingPanelContext,
    events: {} as PublishingPanelEvent,
  },
  actors: {
    loadPublishing: fromPromise<readonly PropertyDraftSummary[]>(
      async () => (await propertyDrafts({ statuses: [PROPERTY_DRAFT_STATUS.Publishing], limit: PUBLISHING_PANEL_LIMIT })).items,
    ),
  },
  actions: {
    setDrafts: assign((_, params: Drafts) => ({ drafts: params.drafts })),
    /** The drafts on screen join the closed ones (those no longer publishing are dropped). */
    dismissShown: assign(({ context }) => ({ dismissedIds: context.drafts.map((draft) => draft.propertyDraftId) })),
    persistDismissed: ({ context }) => storePublishingDismissed(context.agentId, context.dismissedIds),
    oweRefresh: assign({ refreshDue: true }),
    clearRefresh: assign({ refreshDue: false }),
  },
  guards: {
    hasNewDrafts: ({ context }, params: Drafts) =>
      params.drafts.some((draft) => !context.dismissedIds.includes(draft.propertyDraftId)),
    refreshDue: ({ context }) => context.refreshDue,
  },
}).createMachine({
  id: 'publishingPanel',
  context: ({ input }) => ({ ...input, drafts: [], refreshDue: false }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearRefresh',
      on: { 'widget.refreshed': { actions: 'oweRefresh' } },
      invoke: { id: 'loadPublishing', src: 'loadPublishing', onDone: afterLoad('shown'), onError: { target: 'hidden' } },
    },
    /** Nothing (new) is publishing, or the list could not be read: the next page asks again. */
    hidden: {
      always: { guard: 'refreshDue', target: 'loading' },
      on: { 'widget.refreshed': { target: 'loading' } },
    },
    shown: {
      type: 'parallel',
      states: {
        view: {
          initial: 'minimised',
          states: {
            minimised: {
              tags: ['minimised'],
              on: { 'widget.opened': { target: 'open' } },
            },
            open: {
              tags: ['open'],
              on: {
                'widget.minimised': { target: 'minimised' },
                'widget.dismissed': { target: '#publishingPanel.hidden', actions: ['dismissShown', 'persistDismissed'] },
              },
            },
          },
        },
        data: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'refreshDue', target: 'refreshing' }, on: { 'widget.refreshed': { target: 'refreshing' } } },
            refreshing: {
              entry: 'clearRefresh',
              on: { 'widget.refreshed': { actions: 'oweRefresh' } },
              invoke: { id: 'refreshPublishing', src: 'loadPublishing', onDone: afterLoad('idle'), onError: { target: 'idle' } },
            },
          },
        },
      },
    },
  },
});
