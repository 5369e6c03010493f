import type { ClientErrorPayload } from './error-reporter.ts';
import { API_PREFIX } from './api-prefix.ts';
import { clientConfig } from './client-config.ts';
import { readAccessToken } from './cookies.ts';

export type { ClientErrorPayload } from './error-reporter.ts';

declare const __AGENTES_RELEASE__: string | undefined;

/** The build's version and commit (vite.config.ts); 'dev' where no build defined it (tests). */
export const RELEASE = typeof __AGENTES_RELEASE__ === 'string' ? __AGENTES_RELEASE__ : 'dev';

type Listener = (payload: ClientErrorPayload) => void;
const listeners = new Set<Listener>();

/** Hears every report the SPA sends (the dev build's inspector panel shows them). Returns the unsubscribe. */
export function onClientError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** POST /rest/v1/client-errors with a bare fetch (no API client: the page may be failing to load it). */
const send = async (payload: ClientErrorPayload): Promise<void> => {
  const token = readAccessToken();
  await fetch(`${API_PREFIX}/client-errors`, {
    method: 'POST',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      'x-api-key': clientConfig().apiKey,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(payload),
  });
};

let reporter: Promise<(error: unknown) => ClientErrorPayload | null> | undefined;

/**
 * Reports an error to the server. The reporter (dedupe, throttle, scrubbing) loads on the first
 * error only, so a page that never fails never downloads it.
 */
export function reportClientError(error: unknown): void {
  reporter ??= import('./error-reporter.ts').then(({ createErrorReporter }) =>
    createErrorReporter({ send, release: RELEASE, route: () => `${location.pathname}${location.search}${location.hash}` }),
  );
  reporter
    .then((report) => {
      const payload = report(error);
      if (payload !== null) for (const listener of listeners) listener(payload);
    })
    .catch(() => undefined);
}

/** Uncaught errors and unhandled promise rejections anywhere in the page go to reportClientError. */
export function reportUncaughtErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('error', (event) => reportClientError((event as ErrorEvent).error ?? (event as ErrorEvent).message));
  target.addEventListener('unhandledrejection', (event) => reportClientError((event as PromiseRejectionEvent).reason));
}
