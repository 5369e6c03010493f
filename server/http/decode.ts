import type { FastifyRequest } from 'fastify';
import type * as Schema from 'effect/Schema';
import { decoder } from '../../src/schema/decode.ts';
import { ApiFailure } from './failure.ts';

/**
 * Effect reports one issue as "message\n  at [\"path\"]"; the API answers "path: message; …"
 * so the client and the logs name the failing fields on one line.
 */
export function formatIssues(message: string): string {
  const lines = message.split('\n');
  const issues: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const at = /^\s+at (.+)$/.exec(lines[i + 1] ?? '');
    if (at?.[1]) {
      const path = at[1].replace(/\["([^"]*)"\]/g, '.$1').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
      issues.push(`${path}: ${text}`);
      i++;
    } else if (text.trim() !== '') {
      issues.push(text.trim());
    }
  }
  return issues.join('; ');
}

type Part = 'body' | 'query' | 'params';

const decodePart =
  (part: Part) =>
  <S extends Schema.Decoder<unknown>>(schema: S): ((request: FastifyRequest) => S['Type']) => {
    const decode = decoder(schema, { strict: true });
    return (request) => {
      const result = decode(request[part] ?? (part === 'body' ? undefined : {}));
      if (!result.ok) throw new ApiFailure('VALIDATION_ERROR', `Invalid ${part}: ${formatIssues(result.message)}`);
      return result.value;
    };
  };

/** Strict decoders (unknown fields refused) answering 400 VALIDATION_ERROR naming the failing fields. */
export const decodeBody = decodePart('body');
export const decodeQuery = decodePart('query');
export const decodeParams = decodePart('params');

/** Calls that take no body (PUT …/completed, …/disabled): nothing, or an empty JSON object. */
export function decodeEmptyBody(request: FastifyRequest): void {
  const { body } = request;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  const fields = typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).join(', ') : 'body';
  throw new ApiFailure('VALIDATION_ERROR', `Invalid body: ${fields}: Expected no body (this call takes none)`);
}
