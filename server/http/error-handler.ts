import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-key.ts';
import { fail } from './envelope.ts';
import { isApiFailure } from './failure.ts';

/** Errors raised by the framework and its plugins carry a code and/or an HTTP status. */
const isRequestError = (error: unknown): error is Partial<FastifyError> =>
  typeof error === 'object' && error !== null && ('code' in error || 'statusCode' in error);

/** PostgreSQL refusing a string: NUL or invalid UTF-8 (22021), untranslatable (22P05), too long (22001). */
const isRefusedText = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ['22021', '22P05', '22001'].includes(String((error as { code?: unknown }).code)) &&
  'severity' in error;

/**
 * One place maps every thrown thing to the envelope: our typed failures as they are, the
 * framework's request errors (bad JSON, body too large, bad content type…) as
 * VALIDATION_ERROR, and anything else as a logged SERVER_ERROR that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (isApiFailure(error)) return fail(reply, error.type, error.message);
    if (isRefusedText(error)) {
      // The shared text rule should have refused this before any query: say so loudly, answer as it would have.
      request.log.warn({ code: (error as { code: string }).code }, 'text the schema let through was refused by the database');
      return fail(reply, 'VALIDATION_ERROR', 'Invalid input: text the database cannot store');
    }
    if (isRequestError(error)) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
        return error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? fail(reply, 'FILE_TOO_LARGE', 'The file is larger than allowed')
          : fail(reply, 'VALIDATION_ERROR', 'Send a single file in the field "file"');
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) return fail(reply, 'TOO_MANY_REQUESTS', 'Too many requests');
      if (status === 416 && !isApiRequest(request)) {
        // A range past the end of an upload (a video the player seeks in): the status HTTP gives it,
        // with the file's length as the static plugin worked it out ('bytes */<size>').
        const range = (error as { headers?: Record<string, unknown> }).headers?.['Content-Range'];
        if (typeof range === 'string') reply.header('content-range', range);
        return reply.code(416).type('text/plain; charset=utf-8').send('Rango no satisfacible');
      }
      if ((status === 403 || status === 404) && !isApiRequest(request)) {
        // A static file refused (a directory, a dotfile): to the browser it simply does not exist.
        return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
      }
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code }, 'request refused');
        return fail(reply, 'VALIDATION_ERROR', requestErrorMessage(error));
      }
    }
    request.log.error({ err: error }, 'unexpected error');
    return fail(reply, 'SERVER_ERROR', 'Server error');
  });
}

/** Framework messages are safe to show for request errors, but keep them short and generic for the usual ones. */
const requestErrorMessage = (error: Partial<FastifyError>): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Invalid body: malformed JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Invalid body: too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Invalid body: unsupported content type';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Invalid body: expected multipart/form-data';
    default:
      return error.code ? `Invalid request (${error.code})` : 'Invalid request';
  }
};
