import type { FastifyBaseLogger } from 'fastify';

/** A client error as it is logged and forwarded (already scrubbed). */
export interface ClientErrorEvent {
  readonly requestId: string;
  readonly message: string;
  readonly stack: string | undefined;
  readonly route: string;
  readonly release: string;
  readonly agentId: string | null;
  readonly timestamp: Date;
}

export type ForwardClientError = (event: ClientErrorEvent) => void;

/**
 * With SENTRY_DSN, each report also goes to Sentry as an event (through @sentry/core's DSN and
 * envelope helpers, imported on the first report only; a fetch sends it). Without it, the log is
 * the only record. A failed forward is logged and otherwise ignored: the report is in the log.
 */
export function createErrorForwarder(sentryDsn: string | null, log: FastifyBaseLogger): ForwardClientError | null {
  if (sentryDsn === null) return null;
  let sentry: Promise<typeof import('@sentry/core')> | undefined;
  return (event) => {
    sentry ??= import('@sentry/core');
    void sentry
      .then(async (core) => {
        const dsn = core.makeDsn(sentryDsn);
        if (dsn === undefined) throw new Error('SENTRY_DSN is not a valid DSN');
        const envelope = core.createEventEnvelope(
          {
            event_id: core.uuid4(),
            timestamp: event.timestamp.getTime() / 1000,
            platform: 'javascript',
            level: 'error',
            logger: 'client-errors',
            release: event.release,
            message: event.message,
            exception: { values: [{ type: 'Error', value: event.message }] },
            tags: { route: event.route, requestId: event.requestId },
            ...(event.agentId === null ? {} : { user: { id: event.agentId } }),
            extra: { stack: event.stack ?? null },
          },
          dsn,
        );
        const response = await fetch(core.getEnvelopeEndpointWithUrlEncodedAuth(dsn), {
          method: 'POST',
          headers: { 'content-type': 'application/x-sentry-envelope' },
          body: core.serializeEnvelope(envelope) as string,
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
      })
      .catch((error: unknown) => log.warn({ err: error, requestId: event.requestId }, 'client error not forwarded to Sentry'));
  };
}
