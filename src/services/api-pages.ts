import * as Schema from 'effect/Schema';
import type { Pagination } from '../schema/envelope.ts';
import type { ApiAnswer } from './api-client.ts';

/** A list answer as the SPA reads it: the page's items and the server's pagination. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly pagination: Pagination | null;
}

export interface PageParams {
  readonly limit?: number;
  readonly offset?: number;
}

export const page = <T>({ data, metadata }: ApiAnswer<readonly T[]>): Page<T> => ({
  items: data,
  pagination: metadata.pagination ?? null,
});

/** The `data` of calls whose answer carries nothing the SPA reads. */
export const Ignored = Schema.Unknown;
