import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { CreateHubClient, HubGroups } from '../services/hub-client.ts';
import type { LiveRegistry } from '../services/live-registry.ts';

/**
 * The hub actor (issue 11; spec 01 'Real time'): one SignalR connection per signed-in shell. The
 * shell's LiveProvider starts it, so it connects when an agent is signed in, and stops it with the
 * shell at logout (stopping the actor stops the connection). It drives the live registry (the
 * LiveConnection views and machines subscribe to): the registry joins the groups on each new
 * connection and then calls every subscriber's `resynced` — after the first connection too, since the
 * pages read their state during the wait below and a message sent meanwhile reached no one.
 *
 * The SignalR client reconnects by itself (0, 2, 10, 30 s); once it gives up (or the first start
 * fails) the status is 'failed' and the actor tries again after `retry`.
 *
 * The first connection waits `connectDelay` (issue 7): loading @microsoft/signalr, negotiating and
 * opening the socket while the page's own code and data load cost the signed-in pages' first paint
 * ~0.4 s in Lighthouse's phone profile. A page that needs the connection at once (the publishing
 * page, whose publication waits for it) subscribes to a publishing group, and the registry's
 * `whenWanted` ends the wait.
 */

export interface HubInput {
  readonly registry: LiveRegistry;
}

export interface HubContext extends HubInput {
  /** The started client's groups, re-joined after a reconnect (the same client, a new connection). */
  readonly hub: HubGroups | null;
}

export type HubEvent =
  | { readonly type: 'hub.connected'; readonly hub: HubGroups }
  | { readonly type: 'hub.message'; readonly message: unknown }
  | { readonly type: 'hub.reconnecting' }
  | { readonly type: 'hub.reconnected' }
  | { readonly type: 'hub.closed' }
  | { readonly type: 'hub.wanted' };

/** The real client, loaded on first use: @microsoft/signalr is a chunk of its own. */
const loadSignalR = async (): Promise<CreateHubClient> => (await import('../services/signalr-hub.ts')).createSignalRHubClient;

/**
 * One connection for as long as the `online` state lasts: starts it, reports what it does as hub
 * events, and stops it when the state is left (or the actor stopped).
 */
export const hubConnection = (load: () => Promise<CreateHubClient>) =>
  fromCallback<EventObject, HubInput, HubEvent>(({ sendBack }) => {
    let stopped = false;
    let stop: (() => Promise<void>) | null = null;
    const report = (event: HubEvent) => {
      if (!stopped) sendBack(event);
    };
    load()
      .then(async (create) => {
        if (stopped) return;
        const client = create({
          message: (message) => report({ type: 'hub.message', message }),
          reconnecting: () => report({ type: 'hub.reconnecting' }),
          reconnected: () => report({ type: 'hub.reconnected' }),
          closed: () => report({ type: 'hub.closed' }),
        });
        stop = () => client.stop();
        await client.start();
        report({ type: 'hub.connected', hub: client });
      })
      .catch(() => report({ type: 'hub.closed' }));
    return () => {
      stopped = true;
      void stop?.().catch(() => undefined);
    };
  });

/** Ends the first connection's wait as soon as a page needs the connection now (LiveRegistry.whenWanted). */
export const hubWanted = fromCallback<EventObject, HubInput, HubEvent>(({ input, sendBack }) =>
  input.registry.whenWanted(() => sendBack({ type: 'hub.wanted' })),
);

export const HUB_RETRY_MS = 30_000;
/** How long the first connection waits for the page to have loaded (see above). */
export const HUB_CONNECT_DELAY_MS = 2_000;

export const hubMachine = setup({
  types: {
    input: {} as HubInput,
    context: {} as HubContext,
    events: {} as HubEvent,
  },
  actors: {
    connection: hubConnection(loadSignalR),
    wanted: hubWanted,
  },
  actions: {
    keepHub: assign((_, params: { readonly hub: HubGroups }) => ({ hub: params.hub })),
    /** Joins the groups on a new connection, then the subscribers read their state again (`resynced`). */
    attach: ({ context }) => {
      if (context.hub !== null) void context.registry.attach(context.hub);
    },
    detach: ({ context }, params: { readonly status: 'idle' | 'connecting' | 'reconnecting' | 'failed' }) =>
      context.registry.detach(params.status),
    forgetHub: assign({ hub: null }),
    deliver: ({ context }, params: { readonly message: unknown }) => context.registry.deliver(params.message),
  },
  delays: {
    retry: HUB_RETRY_MS,
    connectDelay: HUB_CONNECT_DELAY_MS,
  },
}).createMachine({
  id: 'hub',
  context: ({ input }) => ({ ...input, hub: null }),
  initial: 'deferred',
  states: {
    deferred: {
      invoke: { id: 'wanted', src: 'wanted', input: ({ context }) => context },
      after: { connectDelay: { target: 'online' } },
      on: { 'hub.wanted': { target: 'online' } },
    },
    online: {
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => context },
      on: { 'hub.closed': { target: 'waiting', actions: 'forgetHub' } },
      initial: 'connecting',
      states: {
        connecting: {
          entry: { type: 'detach', params: { status: 'connecting' } },
          on: {
            'hub.connected': {
              target: 'connected',
              actions: [{ type: 'keepHub', params: ({ event }) => ({ hub: event.hub }) }, 'attach'],
            },
          },
        },
        connected: {
          on: {
            'hub.message': { actions: { type: 'deliver', params: ({ event }) => ({ message: event.message }) } },
            'hub.reconnecting': { target: 'reconnecting' },
          },
        },
        reconnecting: {
          entry: { type: 'detach', params: { status: 'reconnecting' } },
          on: {
            // The same client object, on a new connection: every group is joined again.
            'hub.reconnected': { target: 'connected', actions: 'attach' },
          },
        },
      },
    },
    waiting: {
      entry: { type: 'detach', params: { status: 'failed' } },
      after: { retry: { target: 'online' } },
    },
  },
});
