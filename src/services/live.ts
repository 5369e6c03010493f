/**
 * The SPA's side of the live hub (issue 11): one connection per signed-in session, started by the
 * hub actor (`hubMachine`) inside the private shell, so the public pages never carry
 * @microsoft/signalr. Views and machines only see this interface, so tests give them a fake.
 *
 * Groups are ref-counted: the first subscriber joins the group, the last one leaving leaves it.
 * After a reconnect the connection re-joins every group and calls each subscriber's `resynced`,
 * which refetches whatever messages may have been missed while it was down.
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
