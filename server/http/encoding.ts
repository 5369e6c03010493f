import negotiate from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send: brotli, then gzip, as the client's Accept-Encoding weighs them; `*` and
 * `x-gzip` count as gzip (what @fastify/static and @fastify/compress do); null for identity.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}
