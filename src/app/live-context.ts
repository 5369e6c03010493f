import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The SPA's side of the live hub (issue 11): one connection per signed-in session, started at the
 * composition root by the hub actor (`LiveProvider`, loaded lazily with the private shell so the
 * public pages never carry @microsoft/signalr). Views and machines only see this interface, so
 * tests give them a fake.
 *
 * Groups are ref-counted: the first subscriber joins the group, the last one leaving leaves it.
 * After a reconnect the connection re-joins every group and calls each subscriber's `resynced`,
 * which refetches whatever messages may have been missed while it was down.
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

export const LiveContext = createContext<LiveConnection>(offlineLive);

export const useLive = (): LiveConnection => useContext(LiveContext);

export function useLiveStatus(): LiveStatus {
  const live = useLive();
  return useSyncExternalStore(
    (notify) => live.onStatus(notify),
    () => live.getStatus(),
    () => 'idle',
  );
}

/** Joins `group` while mounted (none when null); the latest callbacks are used without re-joining. */
export function useLiveGroup(group: string | null, listener: LiveListener): void {
  const live = useLive();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (group === null) return undefined;
    return live.subscribe(group, {
      message: (message) => latest.current.message(message),
      resynced: () => latest.current.resynced?.(),
    });
  }, [live, group]);
}
