import { assign, setup } from 'xstate';
import type { EditorSection } from '../schema/editor-sections.ts';
import type { PropertyDraft } from '../schema/property-draft.ts';
import { publishProblems, type PublishProblem } from '../schema/publish-validation.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The publish modal 'Publicar propiedad' (spec 03 §2, §5): runs the pre-publish validation (the
 * pure `publishProblems`, shared with the server) over the draft. Invalid: each problem with its
 * 'Corregir dato', which opens the problem's section. Valid: the confirmation, whose 'Publicar'
 * goes to the publishing page — not while a save is still waiting or in flight (the publication
 * would start from a draft without it). The editor hands over every newer draft: the list follows.
 */

export interface PublishValidationInput {
  readonly draft: PropertyDraft;
  /** Whether a save of the editor is waiting or in flight. */
  readonly saving: boolean;
}

export interface PublishValidationContext {
  readonly draft: PropertyDraft;
  readonly saving: boolean;
  readonly problems: readonly PublishProblem[];
}

export type PublishValidationEvent =
  | { readonly type: 'draft.changed'; readonly draft: PropertyDraft; readonly saving: boolean }
  | { readonly type: 'problem.fixed'; readonly section: EditorSection }
  | { readonly type: 'publish.confirmed' }
  | { readonly type: 'publish.cancelled' };

export const publishValidationMachine = setup({
  types: {
    input: {} as PublishValidationInput,
    context: {} as PublishValidationContext,
    events: {} as PublishValidationEvent,
  },
  actions: {
    validate: assign((_, params: { readonly draft: PropertyDraft; readonly saving: boolean }) => ({
      draft: params.draft,
      saving: params.saving,
      problems: publishProblems(params.draft),
    })),
    /** The editor opens the section (and closes the modal). */
    fix: (_, _params: { readonly section: EditorSection }) => ignoreEffect(),
    /** The app goes to the draft's publishing page. */
    publish: (_, _params: { readonly draftId: string }) => ignoreEffect(),
    /** The editor closes the modal. */
    close: () => ignoreEffect(),
  },
  guards: {
    hasProblems: ({ context }) => context.problems.length > 0,
    isSettled: ({ context }) => !context.saving,
  },
}).createMachine({
  id: 'publishValidation',
  context: ({ input }) => ({ draft: input.draft, saving: input.saving, problems: publishProblems(input.draft) }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasProblems', target: 'invalid' }, { target: 'valid' }],
    },
    invalid: {
      on: {
        'problem.fixed': { actions: { type: 'fix', params: ({ event }) => ({ section: event.section }) } },
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
      target: '.checking',
      actions: { type: 'validate', params: ({ event }) => ({ draft: event.draft, saving: event.saving }) },
    },
    'publish.cancelled': { actions: 'close' },
  },
});
