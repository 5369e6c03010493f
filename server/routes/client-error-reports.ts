import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_ERROR_LIMITS, ClientErrorReport, scrubSecrets } from '../../src/schema/client-error.ts';
import { authenticate } from '../auth/session.ts';
import type { AppContext } from '../context.ts';
import { clientBucket } from '../http/client-address.ts';
import { decodeBody } from '../http/decode.ts';
import { fail, ok } from '../http/envelope.ts';
import { createErrorForwarder } from '../ops/error-forwarding.ts';

const reportBody = decodeBody(ClientErrorReport);

/** Reports per agent (or, without a valid token, per client address) and minute. */
export const CLIENT_ERROR_RATE = { max: 10, windowMs: 60_000 } as const;

/**
 * POST /client-errors: the SPA's failures (its 500 boundary, unhandled rejections) land in the
 * server log at error level under the request id, with the agent when the bearer token is valid
 * (an expired one still reports, anonymously), scrubbed of anything that looks like a credential,
 * and go on to Sentry when SENTRY_DSN is set.
 */
export function clientErrorRoutes(app: FastifyInstance, context: AppContext): void {
  const forward = createErrorForwarder(context.config.sentryDsn, app.log);
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: CLIENT_ERROR_RATE.max,
    timeWindow: CLIENT_ERROR_RATE.windowMs,
    keyGenerator: (request) => keys.get(request) ?? `client:${clientBucket(request.ip)}`,
  });

  const agentOf = async (request: FastifyRequest): Promise<string | null> => {
    if (request.headers.authorization === undefined) return null;
    try {
      return (await authenticate(context, request)).agentId;
    } catch {
      return null;
    }
  };

  app.post('/client-errors', { bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes }, async (request, reply) => {
    const agentId = await agentOf(request);
    keys.set(request, agentId === null ? `client:${clientBucket(request.ip)}` : `agent:${agentId}`);
    const allowed = await limit(request);
    if (!allowed.isAllowed && allowed.isExceeded) {
      reply.header('retry-after', String(allowed.ttlInSeconds));
      return fail(reply, 'TOO_MANY_REQUESTS', `Too many error reports; retry in ${allowed.ttlInSeconds} s`);
    }
    const report = reportBody(request);
    const event = {
      requestId: request.id,
      message: scrubSecrets(report.message),
      stack: report.stack === undefined ? undefined : scrubSecrets(report.stack),
      route: scrubSecrets(report.route),
      release: scrubSecrets(report.release),
      agentId,
      timestamp: context.now(),
    };
    request.log.error(
      { clientError: { message: event.message, stack: event.stack, route: event.route, release: event.release, agentId } },
      'client error',
    );
    forward?.(event);
    return ok(reply, { requestId: request.id }, {}, 202);
  });
}
