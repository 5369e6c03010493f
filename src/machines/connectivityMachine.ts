import { assign, fromPromise, setup } from 'xstate';
import { probeServer } from '../services/connectivity.ts';
import { ignoreEffect } from './effects.ts';

/**
 * Issue 21, item 4: whether the server can be reached, for the shell's 'Sin conexión' status. Owned by
 * the composition root, which forwards the browser's `online`/`offline` events and what the api client
 * reports through `src/services/connectivity.ts` (a call that never reached the server, or one that
 * did). While the browser is online but the server unreachable, the machine probes `/healthz` with a
 * growing delay (2 s, 4 s, 8 s … up to 30 s). Leaving the offline states reports the connection back
 * (`connectionRestored`: the root sets `connectivity.ts` online, which runs the `onConnectionRestored`
 * listeners; queued saves retry there).
 */

export interface ConnectivityInput {
  /** `navigator.onLine` when the page starts. */
  readonly online: boolean;
}

export interface ConnectivityContext {
  readonly startedOnline: boolean;
  /** Failed probes since the server became unreachable: the next probe waits longer. */
  readonly failedProbes: number;
}

export type ConnectivityEvent =
  | { readonly type: 'browser.online' }
  | { readonly type: 'browser.offline' }
  | { readonly type: 'server.reachable' }
  | { readonly type: 'server.unreachable' };

export const PROBE_FIRST_DELAY_MS = 2_000;
export const PROBE_MAX_DELAY_MS = 30_000;

export const probeDelay = (failedProbes: number): number =>
  Math.min(PROBE_FIRST_DELAY_MS * 2 ** Math.min(failedProbes, 10), PROBE_MAX_DELAY_MS);

export const connectivityMachine = setup({
  types: {
    input: {} as ConnectivityInput,
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
  },
  actors: {
    probe: fromPromise<void>(() => probeServer()),
  },
  actions: {
    /** The root sets connectivity.ts online: its onConnectionRestored listeners run. */
    connectionRestored: () => ignoreEffect(),
    /** The root sets connectivity.ts offline. */
    connectionLost: () => ignoreEffect(),
    resetProbes: assign({ failedProbes: 0 }),
    countFailedProbe: assign({ failedProbes: ({ context }) => context.failedProbes + 1 }),
  },
  guards: {
    startedOnline: ({ context }) => context.startedOnline,
  },
  delays: {
    probeDelay: ({ context }) => probeDelay(context.failedProbes),
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ startedOnline: input.online, failedProbes: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startedOnline', target: 'online' }, { target: 'offline' }],
    },
    online: {
      on: {
        'browser.offline': { target: 'offline' },
        'server.unreachable': { target: 'unreachable' },
      },
    },
    /** The browser says it has no network: nothing to probe until it says otherwise. */
    offline: {
      tags: ['disconnected'],
      entry: 'connectionLost',
      on: {
        // Only the browser says when it is back: an answer that arrives late must not hide the status.
        'browser.online': { target: 'online', actions: 'connectionRestored' },
      },
    },
    /** Online, yet a call never reached the server: probe it now and then. */
    unreachable: {
      tags: ['disconnected'],
      entry: ['resetProbes', 'connectionLost'],
      initial: 'waiting',
      on: {
        'browser.offline': { target: 'offline' },
        'browser.online': { target: '.probing' },
        'server.reachable': { target: 'online', actions: 'connectionRestored' },
      },
      states: {
        waiting: {
          after: { probeDelay: { target: 'probing' } },
        },
        probing: {
          invoke: {
            id: 'probe',
            src: 'probe',
            onDone: { target: '#connectivity.online', actions: 'connectionRestored' },
            onError: { target: 'waiting', actions: 'countFailedProbe' },
          },
        },
      },
    },
  },
});
