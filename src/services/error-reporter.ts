import { CLIENT_ERROR_LIMITS, scrubSecrets } from '../schema/client-error-rules.ts';

/** A report as sent to POST /rest/v1/client-errors (and shown to onClientError listeners). */
export interface ClientErrorPayload {
  readonly message: string;
  readonly stack?: string;
  readonly route: string;
  readonly release: string;
}

export interface ReporterOptions {
  readonly send: (payload: ClientErrorPayload) => Promise<void>;
  readonly release: string;
  readonly route: () => string;
  readonly now?: () => number;
  /** Reports at most this many a window, whatever they are (a render loop must not flood us). */
  readonly maxPerWindow?: number;
  readonly windowMs?: number;
}

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Message and stack of anything thrown or rejected. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, ...(error.stack === undefined ? {} : { stack: error.stack }) };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: `Non-error thrown: ${JSON.stringify(error) ?? String(error)}` };
  } catch {
    return { message: `Non-error thrown: ${String(error)}` };
  }
}

/**
 * The SPA's error reporter: each distinct error (message and top stack frame) once per page, at
 * most `maxPerWindow` reports a window, scrubbed of credentials and clipped to the server's caps
 * before it leaves the browser. Answers the payload sent, or null when the error was held back.
 */
export function createErrorReporter(options: ReporterOptions): (error: unknown) => ClientErrorPayload | null {
  const { send, release, route, now = Date.now, maxPerWindow = 5, windowMs = 60_000 } = options;
  const seen = new Set<string>();
  let sentAt: number[] = [];
  return (error) => {
    const { message, stack } = describeError(error);
    const fingerprint = `${message}\n${stack?.split('\n').find((line) => /^\s+at |@/.test(line)) ?? ''}`;
    if (seen.has(fingerprint)) return null;
    const time = now();
    sentAt = sentAt.filter((at) => time - at < windowMs);
    if (sentAt.length >= maxPerWindow) return null;
    seen.add(fingerprint);
    sentAt.push(time);
    const payload: ClientErrorPayload = {
      message: clip(scrubSecrets(message), CLIENT_ERROR_LIMITS.messageChars) || 'Unknown error',
      ...(stack === undefined ? {} : { stack: clip(scrubSecrets(stack), CLIENT_ERROR_LIMITS.stackChars) }),
      route: clip(scrubSecrets(route()), CLIENT_ERROR_LIMITS.routeChars) || '/',
      release: clip(release, CLIENT_ERROR_LIMITS.releaseChars),
    };
    // A report that cannot be sent is dropped: reporting must never fail the page again.
    send(payload).catch(() => undefined);
    return payload;
  };
}
