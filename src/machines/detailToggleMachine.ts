import { assign, setup } from 'xstate';
import { ignoreEffect } from './effects.ts';

/**
 * One detail, service or rule in 'Detalles', 'Servicios' or 'Normas' (spec 03 §4): its toggle
 * reveals an input; a non-empty value asks the editor to save it (its autosave waits 1000 ms after
 * the last change); toggling off clears the value and deletes the detail. A text detail switched on
 * starts as 'Sí' and is saved as such, so 'Ascensor' or 'No fumar' on means saved (docs/decisions.md).
 *
 * `stored`: a value was sent (or the draft had one), so emptying or toggling off must delete it;
 * nothing is deleted that was never saved.
 */

export interface DetailToggleInput {
  /** The draft's value, or null when the draft lacks this detail. */
  readonly value: string | null;
  /** What the input holds when switched on ('Sí', '1' or ''); non-empty is saved at once. */
  readonly initialValue: string;
}

export interface DetailToggleContext {
  readonly value: string;
  readonly initialValue: string;
  readonly stored: boolean;
}

export type DetailToggleEvent = { readonly type: 'detail.toggled' } | { readonly type: 'value.changed'; readonly value: string };

export type DetailSaveRequest =
  | { readonly kind: 'save'; readonly value: string }
  /** `soon`: the input was emptied (after the 1000 ms, like a save); else at once (toggled off). */
  | { readonly kind: 'delete'; readonly soon: boolean };

const isFilled = (value: string): boolean => value.trim() !== '';

export const detailToggleMachine = setup({
  types: {
    input: {} as DetailToggleInput,
    context: {} as DetailToggleContext,
    events: {} as DetailToggleEvent,
  },
  actions: {
    setValue: assign((_, params: { readonly value: string }) => ({ value: params.value })),
    setStored: assign((_, params: { readonly stored: boolean }) => ({ stored: params.stored })),
    /** Effect, provided by the view: the editor's save `detail:{typeId}` (PUT with the 'long' delay, or DELETE). */
    requestSave: (_, _params: DetailSaveRequest) => ignoreEffect(),
  },
  guards: {
    filled: (_, params: { readonly value: string }) => isFilled(params.value),
    stored: ({ context }) => context.stored,
  },
}).createMachine({
  id: 'detailToggle',
  context: ({ input }) => ({ value: input.value ?? '', initialValue: input.initialValue, stored: input.value !== null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'stored', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        'detail.toggled': [
          {
            guard: { type: 'filled', params: ({ context }) => ({ value: context.initialValue }) },
            target: 'on',
            actions: [
              { type: 'setValue', params: ({ context }) => ({ value: context.initialValue }) },
              { type: 'setStored', params: { stored: true } },
              { type: 'requestSave', params: ({ context }) => ({ kind: 'save', value: context.initialValue }) },
            ],
          },
          { target: 'on', actions: { type: 'setValue', params: { value: '' } } },
        ],
      },
    },
    on: {
      tags: ['on'],
      on: {
        'detail.toggled': [
          {
            guard: 'stored',
            target: 'off',
            actions: [
              { type: 'setValue', params: { value: '' } },
              { type: 'setStored', params: { stored: false } },
              { type: 'requestSave', params: { kind: 'delete', soon: false } },
            ],
          },
          { target: 'off', actions: { type: 'setValue', params: { value: '' } } },
        ],
        'value.changed': [
          {
            guard: { type: 'filled', params: ({ event }) => ({ value: event.value }) },
            actions: [
              { type: 'setValue', params: ({ event }) => ({ value: event.value }) },
              { type: 'setStored', params: { stored: true } },
              { type: 'requestSave', params: ({ event }) => ({ kind: 'save', value: event.value.trim() }) },
            ],
          },
          // Emptied: what was saved goes too, after the same 1000 ms (typing again replaces it).
          {
            guard: 'stored',
            actions: [
              { type: 'setValue', params: ({ event }) => ({ value: event.value }) },
              { type: 'setStored', params: { stored: false } },
              { type: 'requestSave', params: { kind: 'delete', soon: true } },
            ],
          },
          { actions: { type: 'setValue', params: ({ event }) => ({ value: event.value }) } },
        ],
      },
    },
  },
});
