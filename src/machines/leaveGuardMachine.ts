import { assign, setup } from 'xstate';
import { clearUnsavedWork } from '../services/unsaved-work.ts';

/**
 * Issue 21: the shell's guard on in-app navigation. Every navigation (wouter's `aroundNav`) comes
 * here as `leave.requested` with the navigation to run; while a form holds unsaved changes the app's
 * dialog asks 'Tienes cambios sin guardar. ¿Salir de todos modos?' and the navigation runs only on
 * 'Salir'. Without unsaved changes it runs at once. (The page's unload asks through the browser's
 * own `beforeunload`, from the same registry.)
 */

export interface LeaveGuardContext {
  /** The navigation waiting for the agent's answer. */
  readonly pending: (() => void) | null;
}

export type LeaveGuardEvent =
  /** `unsaved`: whether a form holds unsaved changes now (the registry, src/services/unsaved-work.ts). */
  | { readonly type: 'leave.requested'; readonly go: () => void; readonly unsaved: boolean }
  | { readonly type: 'leave.confirmed' }
  | { readonly type: 'leave.cancelled' };

export const leaveGuardMachine = setup({
  types: {
    context: {} as LeaveGuardContext,
    events: {} as LeaveGuardEvent,
  },
  actions: {
    keep: assign((_, params: { readonly go: () => void }) => ({ pending: params.go })),
    drop: assign({ pending: null }),
    /** Runs the navigation. */
    go: (_, params: { readonly go: () => void }) => params.go(),
    goPending: ({ context }) => context.pending?.(),
    /** The agent chose to leave: the forms' marks go (their local copies stay). */
    forgetUnsaved: () => clearUnsavedWork(),
  },
  guards: {
    hasUnsaved: (_, params: { readonly unsaved: boolean }) => params.unsaved,
  },
}).createMachine({
  id: 'leaveGuard',
  context: { pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'leave.requested': [
          { guard: { type: 'hasUnsaved', params: ({ event }) => ({ unsaved: event.unsaved }) }, target: 'asking', actions: { type: 'keep', params: ({ event }) => ({ go: event.go }) } },
          { actions: { type: 'go', params: ({ event }) => ({ go: event.go }) } },
        ],
      },
    },
    asking: {
      tags: ['asking'],
      on: {
        // A newer navigation (a second click) replaces the one waiting.
        'leave.requested': { actions: { type: 'keep', params: ({ event }) => ({ go: event.go }) } },
        'leave.confirmed': { target: 'idle', actions: ['forgetUnsaved', 'goPending', 'drop'] },
        'leave.cancelled': { target: 'idle', actions: 'drop' },
      },
    },
  },
});
