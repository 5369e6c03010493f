import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { offlineLive, type LiveConnection, type LiveListener, type LiveStatus } from '../../services/live.ts';

/**
 * React's access to the live connection (src/services/live.ts): the shell's LiveProvider gives the
 * hub actor's connection; anywhere else (public pages, tests) `offlineLive`, where nothing arrives.
 */
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
