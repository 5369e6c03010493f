/**
 * Connectivity, shared: the one place that knows whether the server is reachable (issue 21, item 4).
 *
 * - `reportUnreachable()`: a call never reached the server (NETWORK_UNREACHABLE), or the browser went offline.
 * - `reportReachable()`: a call reached the server, or the browser came back online / a probe answered.
 * - `isOnline()`: the current belief (starts from `navigator.onLine`).
 * - `onConnectionRestored(listener)`: called once each time the state goes from unreachable to reachable
 *   (queued saves retry from here); returns the unsubscribe function.
 *
 * The shell's `connectivityMachine` drives the probe and the 'Sin conexión' status; the api client reports
 * every call's outcome here. The module is tiny on purpose: no timers, no DOM beyond `navigator.onLine`.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
const changeListeners = new Set<(online: boolean) => void>();

let online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;

const set = (next: boolean): void => {
  if (next === online) return;
  online = next;
  for (const listener of [...changeListeners]) listener(next);
  if (next) for (const listener of [...listeners]) listener();
};

export const isOnline = (): boolean => online;

export const reportUnreachable = (): void => set(false);

export const reportReachable = (): void => set(true);

export const onConnectionRestored = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Every change (false = unreachable): the shell's connectivity machine listens here. */
export const onConnectivityChange = (listener: (online: boolean) => void): (() => void) => {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
};
