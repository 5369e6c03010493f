import type { FastifyInstance, LogLevel } from 'fastify';
import type { AppContext } from '../context.ts';
import { checkReadiness } from '../ops/readiness.ts';

/** A probe's answer must not be kept by any cache between the balancer and us. */
const NO_STORE = 'no-store';
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * The load balancers' probes, outside /rest/v1 and the API key. Logged only when they fail
 * (warn), or a balancer polling every few seconds would fill the log; LOG_LEVEL=debug or trace
 * (someone debugging) logs each call like any request.
 */
export function healthRoutes(app: FastifyInstance, context: AppContext): void {
  const logLevel = probeLogLevel(context.config.logLevel);
  app.get('/healthz', { logLevel }, async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));

  app.get('/readyz', { logLevel }, async (request, reply) => {
    const readiness = await checkReadiness({
      db: context.db,
      redisUrl: context.config.redisUrl,
      timeoutMs: READINESS_TIMEOUT_MS,
      log: (check, error) => request.log.warn({ err: error, check }, 'readiness check failed'),
    });
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', NO_STORE)
      .send({ status: readiness.ready ? 'ready' : 'unready', checks: readiness.checks });
  });
}

const SEVERITY: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The probes' level: the configured one when it asks for debug detail, else warn or quieter. */
export const probeLogLevel = (configured: string): LogLevel =>
  configured === 'debug' || configured === 'trace' ? configured : quieterOf(configured, 'warn');

/** The configured level, or `level` when that is quieter: a route's level may only hide more. */
const quieterOf = (configured: string, level: LogLevel): LogLevel => {
  const index = SEVERITY.indexOf(configured as LogLevel);
  return index > SEVERITY.indexOf(level) ? (SEVERITY[index] ?? level) : level;
};
