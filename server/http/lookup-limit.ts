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
 *   if (await limitLookup(request, reply, agentId)) return reply;
 *
 * It answers whether it refused (and sent the 429), not the reply: a reply is thenable, so an
 * async function returning it resolves to undefined once sent, and a caller testing that value
 * went on and did the work anyway (a refused draft creation still inserted its draft).
 */
export type LookupLimit = (request: FastifyRequest, reply: FastifyReply, agentId: string) => Promise<boolean>;

export function lookupRateLimit(app: FastifyInstance, config: Config): LookupLimit {
  return agentRateLimit(app, { name: 'tenant-lookup', ...config.lookupRateLimit, refusal: 'Too many lookups' });
}

/**
 * Issue 20: drafts an agent may create, `draftRateLimit.max` a window (DRAFT_RATE_LIMIT_MAX, 30 a
 * minute by default): a person pressing 'Nueva propiedad' never meets it; a script making
 * hundreds of drafts (each able to hold gigabytes of media) does.
 */
export function draftRateLimit(app: FastifyInstance, config: Config): LookupLimit {
  return agentRateLimit(app, { name: 'draft-create', ...config.draftRateLimit, refusal: 'Too many new drafts' });
}

/** A per-agent budget of one kind of call, answered 429 TOO_MANY_REQUESTS with retry-after. */
function agentRateLimit(
  app: FastifyInstance,
  limit: { readonly name: string; readonly max: number; readonly windowMs: number; readonly refusal: string },
): LookupLimit {
  // The plugin's key generator sees only the request: the agent authenticated for it is noted here.
  const agentOf = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}|agent|${agentOf.get(request) ?? ''}`,
  });
  return async (request, reply, agentId) => {
    agentOf.set(request, agentId);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return false;
    reply.header('retry-after', String(result.ttlInSeconds));
    fail(reply, 'TOO_MANY_REQUESTS', `${limit.refusal}; retry in ${result.ttlInSeconds} s`);
    return true;
  };
}
