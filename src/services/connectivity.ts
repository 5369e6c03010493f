/**
 * Connectivity, shared: the one place that knows whether the server is reachable (issue 21, item 4).
 *
 * - `reportUnreachable()`: a call never reached the server (NETWORK_UNREACHABLE), or the browser went offline.
 * - `reportReachable()`: a call reached the server, or the browser came back online / a probe answered.
 * - `isOnline()`: the current belief (starts from `navigator.onLine`).
 * - `onConnectionRestored(listener)`: called once each time the state goes from unreachable to reachable
 *   (queued saves retry from here); returns the unsubscribe function.
 *
 * The shell's `connectivityMachine` decides (driveConnectivity): it hears the reports and the browser's
 * online/offline events, probes `/healthz` while the server is unreachable, and sets the state; the api
 * client reports every call's outcome here. Tiny on purpose: no timers, no DOM beyond `navigator.onLine`.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
const changeListeners = new Set<(online: boolean) => void>();

let online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
/** The shell's machine, once it drives the state: reports go to it, and only it decides. */
let driver: ((reachable: boolean) => void) | null = null;

const set = (next: boolean): void => {
  if (next === online) return;
  online = next;
  for (const listener of [...changeListeners]) listener(next);
  if (next) for (const listener of [...listeners]) listener();
};

const report = (reachable: boolean): void => {
  if (driver === null) set(reachable);
  else driver(reachable);
};

export const isOnline = (): boolean => online;

export const reportUnreachable = (): void => report(false);

export const reportReachable = (): void => report(true);

export const onConnectionRestored = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Every change of `isOnline()` (the views' 'Sin conexión' follows it through the shell). */
export const onConnectivityChange = (listener: (online: boolean) => void): (() => void) => {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
};

/**
 * The shell's connectivity machine takes over: the reports reach it (`onReport`), and `set` is the only
 * way the state changes (so a late answer cannot say 'online' while the browser is offline). Without a
 * driver (tests, a page without the shell) the reports set the state themselves.
 */
export const driveConnectivity = (onReport: (reachable: boolean) => void): { set: (online: boolean) => void; stop: () => void } => {
  driver = onReport;
  return {
    set,
    stop: () => {
      if (driver === onReport) driver = null;
    },
  };
};

/** A light probe of the server (`/healthz`, outside the API key); rejects when it cannot be reached. */
export const probeServer = async (): Promise<void> => {
  const response = await fetch('/healthz', { cache: 'no-store' });
  if (!response.ok) throw new Error(`healthz ${response.status}`);
};
