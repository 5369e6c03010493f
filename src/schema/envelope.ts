import * as Schema from 'effect/Schema';
import { ApiError } from './errors.ts';
import { Authorization } from './agent.ts';

export const Pagination = Schema.Struct({
  limit: Schema.Int,
  offset: Schema.Int,
  total: Schema.Int,
});
export type Pagination = typeof Pagination.Type;

export const Metadata = Schema.Struct({
  authorization: Schema.optional(Authorization),
  pagination: Schema.optional(Pagination),
  error: Schema.optional(ApiError),
});
export type Metadata = typeof Metadata.Type;

/** `{ data, metadata }`: every answer of /rest/v1, success or failure. */
export const Envelope = <S extends Schema.Top>(data: S) =>
  Schema.Struct({
    data,
    metadata: Metadata,
  });

export const ErrorEnvelope = Schema.Struct({
  data: Schema.Null,
  metadata: Schema.Struct({ error: ApiError }),
});
