import type { ErrorType } from '../../src/schema/errors.ts';

/**
 * A failure the API answers as `{ data: null, metadata: { error: { type, message } } }` with the
 * type's status. Thrown from anywhere in a handler (inside a transaction it also rolls back).
 */
export class ApiFailure extends Error {
  readonly type: ErrorType;

  constructor(type: ErrorType, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.type = type;
  }
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;
