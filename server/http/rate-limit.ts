import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normaliseEmail } from '../../src/schema/rules.ts';
import type { Config } from '../config.ts';
import { fail } from './envelope.ts';

const emailOf = (request: FastifyRequest): string | null => {
  const body = request.body as { emailAddress?: unknown } | null | undefined;
  return typeof body?.emailAddress === 'string' ? normaliseEmail(body.emailAddress) : null;
};

/**
 * Credential endpoints are limited per client IP and, when the body names an account, per e-mail
 * (so rotating IPs does not help against one account). Runs as a preHandler: the body is parsed.
 * Needs @fastify/rate-limit registered (global: false) on the app.
 */
export function credentialRateLimit(app: FastifyInstance, config: Config, name: string): preHandlerAsyncHookHandler {
  const common = { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs };
  const byIp = app.createRateLimit({ ...common, keyGenerator: (request) => `${name}|ip|${request.ip}` });
  const byEmail = app.createRateLimit({ ...common, keyGenerator: (request) => `${name}|email|${emailOf(request) ?? ''}` });
  return async (request, reply) => {
    const checks = [byIp(request)];
    if (emailOf(request) !== null) checks.push(byEmail(request));
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        return fail(reply, 'TOO_MANY_REQUESTS', `Too many attempts; retry in ${result.ttlInSeconds} s`);
      }
    }
  };
}
