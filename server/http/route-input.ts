import * as Schema from 'effect/Schema';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { AnyQuery, PATH_PARAMS, type PathParamName } from '../../src/schema/path-params.ts';
import { decodeEmptyBody, decodeParams, decodeQuery } from './decode.ts';

const isPathParamName = (name: string): name is PathParamName => Object.hasOwn(PATH_PARAMS, name);

/** The `:name` parameters of a route pattern. */
const paramNames = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

const anyQuery = decodeQuery(AnyQuery);

/** The path parameters' decoder of a route; a parameter not in the shared list stops the server at start. */
function paramsDecoder(url: string): preValidationAsyncHookHandler | null {
  const names = paramNames(url);
  if (names.length === 0) return null;
  const fields: Record<string, Schema.Decoder<string>> = {};
  for (const name of names) {
    if (!isPathParamName(name)) throw new Error(`${url}: no schema for the path parameter "${name}" in src/schema/path-params.ts`);
    fields[name] = PATH_PARAMS[name];
  }
  const decode = decodeParams(Schema.Struct(fields));
  return async (request) => {
    request.params = decode(request);
  };
}

/**
 * Input every route of `scope` gets checked before its handler runs, whatever the handler reads:
 * path parameters decoded by the shared schema (a NUL, a control character or an overlong id is a
 * 400 VALIDATION_ERROR, never a query), every query name and value under the text rule, and no
 * body on a DELETE (so a body can never be silently ignored by a call that destroys something).
 */
export function decodeRouteInput(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const hooks: preValidationAsyncHookHandler[] = [
      async (request) => {
        anyQuery(request);
      },
    ];
    const params = paramsDecoder(route.url);
    if (params !== null) hooks.push(params);
    if ([route.method].flat().includes('DELETE')) {
      hooks.push(async (request) => {
        decodeEmptyBody(request);
      });
    }
    const existing = route.preValidation;
    route.preValidation = [...hooks, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
  });
}
