import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { fail } from './envelope.ts';

/**
 * The tenant lookups by phone and e-mail answer for any tenant (that is how duplicates are caught
 * at entry), so they are limited per agent: one budget for both lookups, `lookupRateLimit.max` a
 * window (30 a minute by default; the create form looks up after a 1 s pause, so a person typing
 * never meets it). Keyed by the agent, not the IP: the caller is authenticated, and a harvester
 * changing addresses keeps the same account. Needs @fastify/rate-limit registered (global: false).
 *
 *   const limitLookup = lookupRateLimit(app, config);
 *   const { agentId } = await authenticate(context, request);
 *   const refused = await limitLookup(request, reply, agentId);
 *   if (refused) return refused;
 */
export type LookupLimit = (request: FastifyRequest, reply: FastifyReply, agentId: string) => Promise<FastifyReply | null>;

export function lookupRateLimit(app: FastifyInstance, config: Config): LookupLimit {
  // The plugin's key generator sees only the request: the agent authenticated for it is noted here.
  const agentOf = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: config.lookupRateLimit.max,
    timeWindow: config.lookupRateLimit.windowMs,
    keyGenerator: (request) => `tenant-lookup|agent|${agentOf.get(request) ?? ''}`,
  });
  return async (request, reply, agentId) => {
    agentOf.set(request, agentId);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return null;
    reply.header('retry-after', String(result.ttlInSeconds));
    return fail(reply, 'TOO_MANY_REQUESTS', `Too many lookups; retry in ${result.ttlInSeconds} s`);
  };
}
