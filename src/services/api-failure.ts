import { isErrorType, type ErrorType } from '../schema/error-types.ts';

/**
 * A failed call as the machines see it: one of the catalogue's types and the server's message.
 * Unreadable answers and types the SPA does not know become SERVER_ERROR; a request that never
 * reached the server is NETWORK_UNREACHABLE (issue 21).
 */
export class ApiFailure extends Error {
  readonly type: ErrorType;

  constructor(type: ErrorType, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.type = type;
  }
}

export const serverError = (): ApiFailure => new ApiFailure('SERVER_ERROR', 'Server error');

/** Issue 21: the request never reached the server (the browser is offline, or the server is down). */
export const networkFailure = (): ApiFailure => new ApiFailure('NETWORK_UNREACHABLE', 'The server could not be reached');

/**
 * The error type of anything an actor rejected with: an ApiFailure, or a plain `{ type }` object
 * (what test doubles and structured clones carry). Anything else is SERVER_ERROR.
 */
export const failureType = (error: unknown): ErrorType => {
  if (typeof error === 'object' && error !== null && 'type' in error && isErrorType(error.type)) return error.type;
  return 'SERVER_ERROR';
};
