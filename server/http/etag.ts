import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 21: versions as strong ETags ("v12"). A write may carry `If-Match` with the version it was
 * made from; one that names neither the current version nor `*` is refused with nothing written.
 * A write without If-Match is accepted as before (the spec's plain calls).
 */
export const versionETag = (version: number): string => `"v${version}"`;

/** The request's If-Match, or undefined without one. */
export const ifMatchOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['if-match'];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** True when writing over `current` is allowed: no If-Match, `*`, or a list naming it (strong comparison). */
export const ifMatchAllows = (ifMatch: string | undefined, current: string): boolean =>
  ifMatch === undefined || ifMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim() === current);

export const sendETag = (reply: FastifyReply, version: number): FastifyReply => reply.header('etag', versionETag(version));
