import { assign, fromPromise, setup } from 'xstate';
import type { EditorSection } from '../schema/editor-sections.ts';
import type { PropertyDraft } from '../schema/property-draft.ts';
import { channelProblems, channelsNeeded, publishProblems, type PublishChannels, type PublishProblem } from '../schema/publish-validation.ts';
import type { MediaProvider } from '../schema/reference.ts';
import { readPublishChannels, type PublishChannelsView } from '../services/media-providers-api.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The publish modal 'Publicar propiedad' (spec 03 §2, §5): runs the pre-publish validation (the
 * pure `publishProblems`, shared with the server) over the draft. Invalid: each problem with its
 * 'Corregir dato', which opens the problem's section. Valid: the confirmation, whose 'Publicar'
 * goes to the publishing page — not while a save is still waiting or in flight (the publication
 * would start from a draft without it). The editor hands over every newer draft: the list follows.
 *
 * Issue 20: a draft with a post first reads the agent's channels, and the list adds
 * `channelProblems` (the server's own rule): 'Conectar Instagram'/'Conectar Facebook' start the
 * connection (the view's media-provider flow), 'Elegir páginas' opens the Facebook tool. A read
 * that fails leaves the check to the server, which refuses with the same problems.
 */

export interface PublishValidationInput {
  readonly draft: PropertyDraft;
  /** Whether a save of the editor is waiting or in flight. */
  readonly saving: boolean;
}

export type ConnectableNetwork = 'instagram' | 'facebook';

export interface PublishValidationContext {
  readonly draft: PropertyDraft;
  readonly saving: boolean;
  /** The agent's channels; null until read (or when the read failed). */
  readonly channels: PublishChannels | null;
  readonly providers: PublishChannelsView['providers'];
  readonly problems: readonly PublishProblem[];
}

export type PublishValidationEvent =
  | { readonly type: 'draft.changed'; readonly draft: PropertyDraft; readonly saving: boolean }
  | { readonly type: 'problem.fixed'; readonly section: EditorSection }
  | { readonly type: 'connect.requested'; readonly network: ConnectableNetwork }
  | { readonly type: 'publish.confirmed' }
  | { readonly type: 'publish.cancelled' };

const problemsOf = (draft: PropertyDraft, channels: PublishChannels | null): PublishProblem[] => [
  ...publishProblems(draft),
  ...(channels === null ? [] : channelProblems(draft, channels)),
];

const needsChannels = (draft: PropertyDraft): boolean => {
  const needed = channelsNeeded(draft);
  return needed.instagram || needed.facebook;
};

export const publishValidationMachine = setup({
  types: {
    input: {} as PublishValidationInput,
    context: {} as PublishValidationContext,
    events: {} as PublishValidationEvent,
  },
  actors: {
    loadChannels: fromPromise<PublishChannelsView, { readonly facebook: boolean }>(({ input }) => readPublishChannels(input)),
  },
  actions: {
    validate: assign(({ context }, params: { readonly draft: PropertyDraft; readonly saving: boolean }) => ({
      draft: params.draft,
      saving: params.saving,
      problems: problemsOf(params.draft, context.channels),
    })),
    /** While the channels load, the newest draft is kept and checked once they are in. */
    keepDraft: assign((_, params: { readonly draft: PropertyDraft; readonly saving: boolean }) => ({ draft: params.draft, saving: params.saving })),
    setChannels: assign(({ context }, view: PublishChannelsView) => ({
      channels: view.channels,
      providers: view.providers,
      problems: problemsOf(context.draft, view.channels),
    })),
    /** The editor opens the section (and closes the modal). */
    fix: (_, _params: { readonly section: EditorSection }) => ignoreEffect(),
    /** The view's media-provider flow opens the provider's connect dialog (from=property-editor, the draft as context). */
    connect: (_, _params: { readonly provider: MediaProvider }) => ignoreEffect(),
    /** The app goes to the draft's publishing page. */
    publish: (_, _params: { readonly draftId: string }) => ignoreEffect(),
    /** The editor closes the modal. */
    close: () => ignoreEffect(),
  },
  guards: {
    hasProblems: ({ context }) => context.problems.length > 0,
    isSettled: ({ context }) => !context.saving,
    /** A draft with a post whose channels are not read yet (a post added while the modal is open included). */
    needsChannels: ({ context }) => context.channels === null && needsChannels(context.draft),
    /** The server offers the network (a problem's 'Conectar' has somewhere to go). */
    canConnect: ({ context }, params: { readonly network: ConnectableNetwork }) => context.providers[params.network] !== null,
  },
}).createMachine({
  id: 'publishValidation',
  context: ({ input }) => ({
    draft: input.draft,
    saving: input.saving,
    channels: null,
    providers: { instagram: null, facebook: null },
    problems: publishProblems(input.draft),
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsChannels', target: 'loadingChannels' }, { target: 'checking' }],
    },
    loadingChannels: {
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        input: ({ context }) => ({ facebook: channelsNeeded(context.draft).facebook }),
        onDone: { target: 'checking', actions: { type: 'setChannels', params: ({ event }) => event.output } },
        // The server checks the same rule when the publication starts.
        onError: { target: 'checking', actions: { type: 'validate', params: ({ context }) => ({ draft: context.draft, saving: context.saving }) } },
      },
      on: {
        'draft.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ draft: event.draft, saving: event.saving }) } },
      },
    },
    checking: {
      always: [{ guard: 'hasProblems', target: 'invalid' }, { target: 'valid' }],
    },
    invalid: {
      on: {
        'problem.fixed': { actions: { type: 'fix', params: ({ event }) => ({ section: event.section }) } },
        'connect.requested': {
          guard: { type: 'canConnect', params: ({ event }) => ({ network: event.network }) },
          actions: { type: 'connect', params: ({ context, event }) => ({ provider: context.providers[event.network] as MediaProvider }) },
        },
      },
    },
    valid: {
      on: {
        'publish.confirmed': {
          guard: 'isSettled',
          target: 'publishing',
          actions: { type: 'publish', params: ({ context }) => ({ draftId: context.draft.propertyDraftId }) },
        },
      },
    },
    /** On the way to the publishing page: nothing changes any more. */
    publishing: { type: 'final' },
  },
  on: {
    'draft.changed': {
      target: '.starting',
      actions: { type: 'validate', params: ({ event }) => ({ draft: event.draft, saving: event.saving }) },
    },
    'publish.cancelled': { actions: 'close' },
  },
});
