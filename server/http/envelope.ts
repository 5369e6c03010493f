import type { FastifyReply } from 'fastify';
import type { Authorization } from '../../src/schema/agent.ts';
import type { Pagination } from '../../src/schema/envelope.ts';
import { ERROR_STATUS, type ErrorType } from '../../src/schema/errors.ts';

export interface SuccessMetadata {
  authorization?: Authorization;
  pagination?: Pagination;
}

/** A success answer in the spec's envelope. */
export function ok<T>(reply: FastifyReply, data: T, metadata: SuccessMetadata = {}, status = 200): FastifyReply {
  return reply.code(status).send({ data, metadata });
}

/** A failure answer in the spec's envelope, with the status of its type. */
export function fail(reply: FastifyReply, type: ErrorType, message: string): FastifyReply {
  return reply.code(ERROR_STATUS[type]).send({ data: null, metadata: { error: { type, message } } });
}
