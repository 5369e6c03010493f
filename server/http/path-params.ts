import * as Schema from 'effect/Schema';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { PATH_PARAMS, type PathParamName } from '../../src/schema/path-params.ts';
import { decodeParams } from './decode.ts';

const isPathParamName = (name: string): name is PathParamName => Object.hasOwn(PATH_PARAMS, name);

/** The `:name` parameters of a route pattern. */
const paramNames = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

/**
 * Every route registered in `scope` from now on decodes its path parameters with the shared
 * schema before anything else reads them: a NUL, a control character or an overlong id is a 400
 * VALIDATION_ERROR, never a query. A route with an unlisted parameter stops the server at start.
 */
export function decodePathParams(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const names = paramNames(route.url);
    if (names.length === 0) return;
    const fields: Record<string, Schema.Decoder<string>> = {};
    for (const name of names) {
      if (!isPathParamName(name)) throw new Error(`${route.url}: no schema for the path parameter "${name}" in src/schema/path-params.ts`);
      fields[name] = PATH_PARAMS[name];
    }
    const decode = decodeParams(Schema.Struct(fields));
    const hook: preValidationAsyncHookHandler = async (request) => {
      request.params = decode(request);
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [hook] : [hook, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
