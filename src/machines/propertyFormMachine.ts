import { assign, setup } from 'xstate';
import type { DraftBasicBody, OperationType } from '../schema/property-draft.ts';
import type { EditorSection } from '../schema/editor-sections.ts';
import { ignoreEffect } from './effects.ts';
import { recheckShown } from './forms/access-forms.ts';
import {
  blurredPrice,
  isValidProperty,
  noPropertyErrors,
  propertyBody,
  typedPrice,
  validateProperty,
  type PropertyErrors,
  type PropertyValues,
} from './forms/property-form.ts';

/**
 * The 'Propiedad' tool (spec 03 §2, §4, §5): type, operation, price, code and description, checked
 * on 'Guardar' and then on each change of a field showing an error. A valid form asks the editor to
 * save it (`requestSave`: the editor's autosave runs the call and shows the toasts) and waits for
 * its answer; a success moves the editor to 'Ambientes' 2 s later (§4), unless the agent edits again
 * meanwhile. Nothing here calls the server: the editor owns the draft.
 *
 * Issue 21: every change is remembered locally (`rememberTyped`, the view keeps a local copy until
 * it is saved) and a save that answers for the values typed forgets it (`forgetTyped`). A form
 * restored from that copy simply starts from it (`values`).
 */

export interface PropertyFormInput {
  /** The draft as saved (`propertyValues(draft)`). */
  readonly values: PropertyValues;
}

export interface PropertyFormContext {
  readonly values: PropertyValues;
  /** What the form shows: nothing until the first 'Guardar'. */
  readonly errors: PropertyErrors;
  /** Changes so far, and their count when the save in flight was asked: an edit since then is not saved by it. */
  readonly edits: number;
  readonly submittedEdits: number | null;
  /** Issue 21: the field the agent changed last: it keeps what they typed when the draft is read again. */
  readonly editing: keyof PropertyValues | null;
}

export type PropertyFormEvent =
  | { readonly type: 'type.chosen'; readonly propertyTypeId: string }
  | { readonly type: 'operation.chosen'; readonly operationType: OperationType }
  | { readonly type: 'price.changed'; readonly text: string }
  | { readonly type: 'price.blurred' }
  | { readonly type: 'code.changed'; readonly code: string }
  | { readonly type: 'description.changed'; readonly html: string }
  | { readonly type: 'form.submitted' }
  /** The editor's answer to `requestSave` (its onSaved / onFailed). */
  | { readonly type: 'save.succeeded' }
  | { readonly type: 'save.failed' }
  /** Issue 21: the draft read again after another tab saved it (`propertyValues(draft)`). */
  | { readonly type: 'draft.refreshed'; readonly values: PropertyValues };

/** Spec 03 §4: 'Basic-info save success moves the editor to Ambientes after 2 s'. */
export const MOVE_ON_DELAY_MS = 2000;
export const NEXT_SECTION: EditorSection = 'enviroments';

type Change = Partial<PropertyValues>;

/** The field changes, handled alike in every state; `target` leaves the state they arrive in. */
/** After a change: the values as typed go to the local copy (issue 21). */
const remember = { type: 'rememberTyped', params: ({ context }: { context: PropertyFormContext }) => ({ values: context.values }) } as const;

const changes = (target?: string) =>
  ({
    'type.chosen': {
      target,
      actions: [{ type: 'change', params: ({ event }: { event: { propertyTypeId: string } }) => ({ propertyTypeId: event.propertyTypeId }) }, remember],
    },
    'operation.chosen': {
      target,
      actions: [{ type: 'change', params: ({ event }: { event: { operationType: OperationType } }) => ({ operationType: event.operationType }) }, remember],
    },
    'price.changed': { target, actions: [{ type: 'change', params: ({ event }: { event: { text: string } }) => ({ price: typedPrice(event.text) }) }, remember] },
    'code.changed': { target, actions: [{ type: 'change', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) }, remember] },
    'description.changed': { target, actions: [{ type: 'change', params: ({ event }: { event: { html: string } }) => ({ description: event.html }) }, remember] },
  }) as const;

// 'Guardar' (or Enter in a field) shows the price as it was read, as a blur does (issue 21 §6).
const submit = [
  { guard: 'valid', target: '#propertyForm.saving', actions: ['formatPrice', 'markSubmitted'] },
  { target: '#propertyForm.editing', actions: ['formatPrice', 'showErrors'] },
] as const;

export const propertyFormMachine = setup({
  types: {
    input: {} as PropertyFormInput,
    context: {} as PropertyFormContext,
    events: {} as PropertyFormEvent,
  },
  actions: {
    /** Changes values; errors already shown are checked again. */
    change: assign(({ context }, params: Change) => {
      const values = { ...context.values, ...params };
      const editing = (Object.keys(params)[0] as keyof PropertyValues | undefined) ?? context.editing;
      return { values, errors: recheckShown(context.errors, validateProperty(values)), edits: context.edits + 1, editing };
    }),
    /** Issue 21: the fresh values, but the field being edited keeps what the agent typed. */
    takeFresh: assign(({ context }, params: { readonly values: PropertyValues }) => {
      const values = context.editing === null ? params.values : { ...params.values, [context.editing]: context.values[context.editing] };
      return { values, errors: recheckShown(context.errors, validateProperty(values)) };
    }),
    formatPrice: assign(({ context }) => ({ values: { ...context.values, price: blurredPrice(context.values.price) } })),
    showErrors: assign(({ context }) => ({ errors: validateProperty(context.values) })),
    forgetSubmit: assign({ submittedEdits: null }),
    markSubmitted: assign(({ context }) => ({ submittedEdits: context.edits, errors: noPropertyErrors })),
    /** Effects, provided by the view: the editor's save ('basic', at once) and its section change. */
    requestSave: (_, _params: DraftBasicBody) => ignoreEffect(),
    moveOn: (_, _params: { readonly section: EditorSection }) => ignoreEffect(),
    /** Effects, provided by the view (issue 21): the local copy of the values typed, and its removal once saved. */
    rememberTyped: (_, _params: { readonly values: PropertyValues }) => ignoreEffect(),
    forgetTyped: () => ignoreEffect(),
  },
  guards: {
    valid: ({ context }) => isValidProperty(context.values),
    unchangedSinceSubmit: ({ context }) => context.submittedEdits === context.edits,
  },
  delays: {
    moveOnDelay: MOVE_ON_DELAY_MS,
  },
}).createMachine({
  id: 'propertyForm',
  context: ({ input }) => ({ values: input.values, errors: noPropertyErrors, edits: 0, submittedEdits: null, editing: null }),
  initial: 'editing',
  on: {
    ...changes(),
    'price.blurred': { actions: 'formatPrice' },
    'draft.refreshed': { actions: { type: 'takeFresh', params: ({ event }) => ({ values: event.values }) } },
  },
  states: {
    editing: {
      entry: 'forgetSubmit',
      on: { 'form.submitted': submit },
    },
    /** The editor runs the call; 'Guardar' waits. */
    saving: {
      tags: ['busy'],
      entry: { type: 'requestSave', params: ({ context }) => propertyBody(context.values) },
      on: {
        'save.succeeded': [{ guard: 'unchangedSinceSubmit', target: 'saved', actions: 'forgetTyped' }, { target: 'editing' }],
        'save.failed': { target: 'editing' },
      },
    },
    /** The success toast shows; 2 s later the editor opens 'Ambientes'. An edit meanwhile stays on the form. */
    saved: {
      tags: ['saved'],
      on: {
        ...changes('#propertyForm.editing'),
      },
      after: {
        moveOnDelay: { target: 'editing', actions: { type: 'moveOn', params: { section: NEXT_SECTION } } },
      },
    },
  },
});
