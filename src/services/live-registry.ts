import { parseHubGroup } from '../schema/hub.ts';
import type { HubGroups } from './hub-client.ts';
import type { LiveConnection, LiveListener, LiveStatus } from './live.ts';

/**
 * The LiveConnection the views and machines use, fed by the hub actor (hubMachine): it counts the
 * subscribers of each group, joins a group on its first subscriber and leaves it after its last,
 * re-joins every group on each new connection, and routes each `ReceiveMessage` to the subscribers
 * that can understand it.
 *
 * A message sent while a subscriber was not yet (or no longer) in its group is lost, so each
 * subscriber's `resynced` is called once its subscription is live after a gap: on every new
 * connection (the first after the page load too: the hub waits ~2 s, hubMachine) once the joins are
 * answered, and when a subscription needed a join of its own on a connection already up. A
 * subscription to a group already joined on a connection that is up is live at once: no call.
 *
 * `ReceiveMessage` carries no group name (one JSON object, src/schema/hub.ts), so a message is told
 * apart by its shape: a step message (`step`) goes to the publishing groups' subscribers, a
 * `{ propertyDraftId }` to PROPERTY_DRAFT_PUBLISHED's. Each subscriber still decodes what it gets.
 */
export interface LiveRegistry extends LiveConnection {
  /**
   * A connection is up (the first or after a reconnect): join every group, report 'connected', then
   * call the `resynced` of every subscriber that was waiting for it.
   */
  attach(hub: HubGroups): Promise<void>;
  /** The connection is down (connecting, reconnecting, failed, idle): groups wait for the next one. */
  detach(status: Exclude<LiveStatus, 'connected'>): void;
  deliver(message: unknown): void;
  /**
   * Calls `listener` once a page needs the connection without delay: at once when a publishing
   * group already has a subscriber, otherwise when one gets its first (the hub's first connection
   * waits otherwise, hubMachine). Returns the unsubscribe.
   */
  whenWanted(listener: () => void): () => void;
}

type MessageKind = 'publishing' | 'published';

const kindOf = (message: unknown): MessageKind | null => {
  if (typeof message !== 'object' || message === null) return null;
  if ('step' in message) return 'publishing';
  if ('propertyDraftId' in message) return 'published';
  return null;
};

export interface LiveRegistryOptions {
  /** Where a refused join or leave is reported (the console by default). */
  readonly warn?: (text: string, error: unknown) => void;
  /**
   * How long 'connected' waits for the joins of a new connection: a join the server never
   * completes must not hold the page (a publication waits for 'connected').
   */
  readonly joinWaitMs?: number;
}

export const JOIN_WAIT_MS = 5_000;

export const createLiveRegistry = ({
  warn = (text, error) => console.warn(text, error),
  joinWaitMs = JOIN_WAIT_MS,
}: LiveRegistryOptions = {}): LiveRegistry => {
  const groups = new Map<string, Set<LiveListener>>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const wantedListeners = new Set<() => void>();
  const isWanted = (group: string) => parseHubGroup(group)?.kind === 'publishing';
  let status: LiveStatus = 'idle';
  let hub: HubGroups | null = null;
  /** Counts connections, so a join answering after the connection changed reports nothing. */
  let generation = 0;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const join = (target: HubGroups, group: string): Promise<void> =>
    target.joinGroup(group).catch((error: unknown) => warn(`live: could not join ${group}`, error));

  const resync = (group: string) => {
    for (const listener of [...(groups.get(group) ?? [])]) listener.resynced?.();
  };

  /**
   * A group joined on a connection already up: whoever subscribed read its state before the join
   * was answered, and a message in between went nowhere.
   */
  const joinAndResync = async (target: HubGroups, group: string): Promise<void> => {
    const mine = generation;
    await join(target, group);
    if (mine === generation) resync(group);
  };

  const leave = (target: HubGroups, group: string): void => {
    target.leaveGroup(group).catch((error: unknown) => warn(`live: could not leave ${group}`, error));
  };

  return {
    getStatus: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    subscribe(group, listener) {
      // Each call is its own subscription, even with the same listener object.
      const own: LiveListener = { message: (message) => listener.message(message), resynced: () => listener.resynced?.() };
      let listeners = groups.get(group);
      if (listeners === undefined) {
        listeners = new Set();
        groups.set(group, listeners);
        if (hub !== null) void joinAndResync(hub, group);
        if (isWanted(group)) for (const wanted of [...wantedListeners]) wanted();
      }
      listeners.add(own);
      return () => {
        const current = groups.get(group);
        if (current === undefined || !current.delete(own) || current.size > 0) return;
        groups.delete(group);
        if (hub !== null) leave(hub, group);
      };
    },
    async attach(next) {
      generation += 1;
      const mine = generation;
      hub = next;
      const joined = [...groups.keys()];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, joinWaitMs);
      });
      await Promise.race([Promise.all(joined.map((group) => join(next, group))), waited]);
      clearTimeout(timer);
      if (mine !== generation) return;
      setStatus('connected');
      // A group subscribed meanwhile had a join of its own (joinAndResync), which calls its subscribers.
      for (const group of joined) resync(group);
    },
    detach(next) {
      generation += 1;
      hub = null;
      setStatus(next);
    },
    whenWanted(listener) {
      if ([...groups.keys()].some(isWanted)) {
        listener();
        return () => {};
      }
      wantedListeners.add(listener);
      return () => wantedListeners.delete(listener);
    },
    deliver(message) {
      const kind = kindOf(message);
      if (kind === null) return;
      for (const [group, listeners] of [...groups]) {
        if (parseHubGroup(group)?.kind !== kind) continue;
        for (const listener of [...listeners]) listener.message(message);
      }
    },
  };
};
