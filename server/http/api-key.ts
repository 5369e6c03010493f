import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Constant-time: comparing digests keeps the key's length out of the timing too. The expected
 * key's digest is taken once, not on every call.
 */
export const apiKeyMatcher = (apiKey: string): ((given: unknown) => boolean) => {
  const expected = digest(apiKey);
  return (given) => typeof given === 'string' && timingSafeEqual(expected, digest(given));
};

const decodedPath = (url: string): string => {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Whether the request is for the API. The router matches on the decoded path (`/%72est/v1/…`
 * reaches the same route as `/rest/v1/…`), so the check looks at the matched route and at the
 * decoded path, never at the raw URL alone.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  request.routeOptions.url?.startsWith('/rest/') === true || decodedPath(request.url).startsWith('/rest/');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /rest route anyone may call without the key (the OpenAPI document). */
    withoutApiKey?: boolean;
  }
}

/** Every /rest call carries `X-Api-Key`; checked before anything else runs, unknown routes included. */
export function requireApiKey(app: FastifyInstance, apiKey: string): void {
  const matches = apiKeyMatcher(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request) || request.routeOptions.config.withoutApiKey === true) return;
    if (!matches(request.headers['x-api-key'])) {
      return fail(reply, 'API_KEY_INVALID', 'The X-Api-Key header is missing or wrong');
    }
  });
}
