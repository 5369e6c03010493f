import { assign, setup } from 'xstate';
import type { NotifyParams, ToastKind } from './effects.ts';

/** The app's one toast: success or error, closable, hidden after 3000 ms (spec 01 §2). Started once at the composition root. */

export interface ToastContext {
  readonly kind: ToastKind;
  readonly message: string;
}

export type ToastEvent = ({ readonly type: 'toast.show' } & NotifyParams) | { readonly type: 'toast.close' };

export const TOAST_DELAY_MS = 3000;

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    setToast: assign((_, params: NotifyParams) => ({ kind: params.kind, message: params.message })),
  },
  delays: {
    autoHide: TOAST_DELAY_MS,
  },
}).createMachine({
  id: 'toast',
  context: { kind: 'success', message: '' },
  initial: 'hidden',
  on: {
    // A new toast replaces the one showing and gets its own 3000 ms.
    'toast.show': {
      target: '.visible',
      reenter: true,
      actions: { type: 'setToast', params: ({ event }) => ({ kind: event.kind, message: event.message }) },
    },
  },
  states: {
    hidden: {},
    visible: {
      after: { autoHide: { target: 'hidden' } },
      on: { 'toast.close': { target: 'hidden' } },
    },
  },
});
