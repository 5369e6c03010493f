import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { PUBLISHED_GROUP } from '../../schema/hub.ts';
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

/**
 * A list whose content a publication changes: it reads itself again, quietly, on each message of
 * PROPERTY_DRAFT_PUBLISHED (when `onPublished`), and whenever the live connection comes up (after
 * the page load, after a reconnect), when such a message may have been missed.
 */
export function useListFollowsPublications(list: { send(event: { readonly type: 'list.refreshed' }): void }, onPublished = true): void {
  useLiveGroup(PUBLISHED_GROUP, {
    message: () => {
      if (onPublished) list.send({ type: 'list.refreshed' });
    },
    resynced: () => list.send({ type: 'list.refreshed' }),
  });
}
