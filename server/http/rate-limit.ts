import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { EMAIL_MAX, normaliseEmail } from '../../src/schema/rules.ts';
import type { AppContext } from '../context.ts';
import { clientBucket } from './client-address.ts';
import { fail } from './envelope.ts';
import { createFailureThrottle, type FailureThrottle } from './failure-throttle.ts';

/**
 * The limits of the credential endpoints (docs/decisions.md § Rate limits (issue 6)):
 *
 * - per client address (request.ip: the forwarded client when TRUST_PROXY names the proxy; an IPv6
 *   client by its /64), per endpoint family: `RATE_LIMIT_MAX` requests per `RATE_LIMIT_WINDOW_MS`
 *   (100 a minute), high enough for a whole office behind one address;
 * - per e-mail, password sign-in only: failures, not attempts (`signInFailures`); past
 *   `RATE_LIMIT_ACCOUNT_FAILURES` an attempt needs a reCAPTCHA token or waits a growing delay, so
 *   a stranger slows a guesser down but never locks the owner out;
 * - per e-mail, reset request only: at most RESET_MAILS_PER_EMAIL reset e-mails a window (against
 *   mail-bombing; every request it counts mailed the owner a working link).
 *
 * All in memory, per process: several instances would each count on their own (a shared store,
 * Redis, is the step when the product runs more than one).
 */
export type CredentialFamily = 'sign-in' | 'sign-up' | 'password-reset';

export const RESET_MAILS_PER_EMAIL = 3;

export interface CredentialLimits {
  /** preHandler: the per-client ceiling of one endpoint family. */
  perClient(family: CredentialFamily): preHandlerAsyncHookHandler;
  /** preHandler of the reset request: reset e-mails per address. */
  readonly resetMailsPerEmail: preHandlerAsyncHookHandler;
  /** Failed password sign-ins per normalised e-mail. */
  readonly signInFailures: FailureThrottle;
}

/** The e-mail of a body not yet decoded; one too long to be an address is no key (the decoder refuses it anyway). */
const emailOf = (request: FastifyRequest): string | null => {
  const body = request.body as { emailAddress?: unknown } | null | undefined;
  const email = body?.emailAddress;
  return typeof email === 'string' && email.length <= EMAIL_MAX ? normaliseEmail(email) : null;
};

/**
 * Created once per app, inside the /rest/v1 scope, so the routes of a family share one counter.
 * Needs @fastify/rate-limit registered (global: false) on the app.
 */
export function createCredentialLimits(app: FastifyInstance, context: AppContext): CredentialLimits {
  const { max, windowMs, accountFailures } = context.config.rateLimit;

  const limiter = (limit: number, key: (request: FastifyRequest) => string | null): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max: limit, timeWindow: windowMs, keyGenerator: (request) => key(request) ?? '' });
    return async (request, reply) => {
      if (key(request) === null) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        return fail(reply, 'TOO_MANY_REQUESTS', `Too many attempts; retry in ${result.ttlInSeconds} s`);
      }
    };
  };

  const families = new Map<CredentialFamily, preHandlerAsyncHookHandler>();
  return {
    perClient(family) {
      let hook = families.get(family);
      if (hook === undefined) {
        hook = limiter(max, (request) => clientBucket(request.ip));
        families.set(family, hook);
      }
      return hook;
    },
    resetMailsPerEmail: limiter(RESET_MAILS_PER_EMAIL, emailOf),
    signInFailures: createFailureThrottle({
      threshold: accountFailures,
      windowMs,
      now: () => context.now().getTime(),
    }),
  };
}
