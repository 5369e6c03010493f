/**
 * The SPA's side of the live hub (issue 11): one connection per signed-in session, started by the
 * hub actor (`hubMachine`) inside the private shell, so the public pages never carry
 * @microsoft/signalr. Views and machines only see this interface, so tests give them a fake.
 *
 * Groups are ref-counted: the first subscriber joins the group, the last one leaving leaves it.
 * Once a subscription is live after a gap — each new connection (the first after the page load too)
 * and a group joined anew — the connection calls the subscriber's `resynced`, which reads again
 * whatever state a message missed while it was not live would have changed.
 *
 * (Moved here from src/app/live-context.ts, which re-exports it: machines and views may not
 * import src/app, and both need it.)
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface LiveListener {
  readonly message: (message: unknown) => void;
  readonly resynced?: () => void;
}

export interface LiveConnection {
  getStatus(): LiveStatus;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  subscribe(group: string, listener: LiveListener): () => void;
}

/** Signed out, in tests, and before the hub actor has loaded: nothing arrives. */
export const offlineLive: LiveConnection = {
  getStatus: () => 'idle',
  onStatus: () => () => {},
  subscribe: () => () => {},
};
