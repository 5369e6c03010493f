import { assign, setup } from 'xstate';
import { DRAFT_LIMITS } from '../schema/property-draft.ts';
import { ignoreEffect } from './effects.ts';

/**
 * One environment's quantity stepper in 'Ambientes' (spec 03 §4): plus adds one, minus never goes
 * below 0, each change asks the editor to save it (its autosave waits 500 ms after the last one,
 * so rapid clicks make one call). The number shows the agent's value at once (optimistic) until
 * the draft's answer holds that same value; a failed save shows the draft's value again.
 *
 * `synced`: the view shows the draft's quantity. `pending`: it shows `quantity`, the agent's.
 *
 * Issue 21: each stepper shows whether its value is saved ('Guardando…', 'Guardado', 'Sin guardar —
 * se guardará al volver la conexión'). A save that never reached the server is queued by the
 * editor's autosave (`save.queued`): the agent's value stays on screen, marked unsaved, never reverted
 * in silence, until the retry answers.
 */

export interface EnviromentStepperInput {
  /** DRAFT_LIMITS.enviromentQuantityMax unless given (tests use a small one). */
  readonly max?: number;
}

export interface EnviromentStepperContext {
  /** The agent's value while pending. */
  readonly quantity: number;
  readonly max: number;
}

export type EnviromentStepperEvent =
  /** `shown`: the quantity on screen (the draft's while synced). */
  | { readonly type: 'quantity.incremented'; readonly shown: number }
  | { readonly type: 'quantity.decremented'; readonly shown: number }
  /** The editor's answers: `quantity` is this environment's in the updated draft. */
  | { readonly type: 'save.succeeded'; readonly quantity: number }
  | { readonly type: 'save.failed' }
  /** Issue 21: the call never reached the server; the editor retries it when the connection returns. */
  | { readonly type: 'save.queued' };

/** The quantity a step starts from: the draft's while synced, the agent's while pending. */
const base = (synced: boolean, context: EnviromentStepperContext, shown: number): number => (synced ? shown : context.quantity);

const step = (synced: boolean, by: 1 | -1) =>
  [
    {
      guard: { type: 'canStep', params: ({ context, event }: { context: EnviromentStepperContext; event: { shown: number } }) => ({ to: base(synced, context, event.shown) + by }) },
      target: '#enviromentStepper.pending',
      actions: [
        { type: 'setQuantity', params: ({ context, event }: { context: EnviromentStepperContext; event: { shown: number } }) => ({ quantity: base(synced, context, event.shown) + by }) },
        // After setQuantity: the context holds the new value.
        { type: 'requestSave', params: ({ context }: { context: EnviromentStepperContext }) => ({ quantity: context.quantity }) },
      ],
    },
  ] as const;

export const enviromentStepperMachine = setup({
  types: {
    input: {} as EnviromentStepperInput,
    context: {} as EnviromentStepperContext,
    events: {} as EnviromentStepperEvent,
  },
  actions: {
    setQuantity: assign((_, params: { readonly quantity: number }) => ({ quantity: params.quantity })),
    /** Effect, provided by the view: the editor's save `enviroment:{id}` with the 'short' delay. */
    requestSave: (_, _params: { readonly quantity: number }) => ignoreEffect(),
  },
  guards: {
    canStep: ({ context }, params: { readonly to: number }) => params.to >= 0 && params.to <= context.max,
    answersLatest: ({ context }, params: { readonly quantity: number }) => params.quantity === context.quantity,
  },
}).createMachine({
  id: 'enviromentStepper',
  context: ({ input }) => ({ quantity: 0, max: input.max ?? DRAFT_LIMITS.enviromentQuantityMax }),
  initial: 'synced',
  states: {
    synced: {
      initial: 'untouched',
      on: {
        'quantity.incremented': step(true, 1),
        'quantity.decremented': step(true, -1),
      },
      states: {
        untouched: {},
        /** 'Guardado' shows until the next change. */
        saved: { tags: ['saved'] },
      },
    },
    pending: {
      tags: ['pending'],
      initial: 'saving',
      states: {
        saving: {},
        /** Issue 21: 'Sin guardar — se guardará al volver la conexión'. */
        queued: { tags: ['queued'] },
      },
      on: {
        'quantity.incremented': step(false, 1),
        'quantity.decremented': step(false, -1),
        // An older call's answer while a newer value waits: keep showing the agent's value.
        'save.succeeded': { guard: { type: 'answersLatest', params: ({ event }) => ({ quantity: event.quantity }) }, target: 'synced.saved' },
        // Whichever call failed, the draft's value shows; a newer call still waiting answers later.
        'save.failed': { target: 'synced' },
        'save.queued': { target: '.queued' },
      },
    },
  },
});
