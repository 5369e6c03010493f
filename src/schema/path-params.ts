import * as Schema from 'effect/Schema';
import { Id, InputString } from './common.ts';
import { RetryNetwork } from './property.ts';
import { EMAIL_MAX } from './rules.ts';

/** A path segment that is looked up as typed (a slug, a phone number, an e-mail): the text rule and a ceiling. */
const Segment = (max: number) => InputString.check(Schema.isMinLength(1), Schema.isMaxLength(max));

/**
 * Every path parameter of /rest/v1, by name. The server decodes each route's parameters with these
 * before its handler runs (server/http/path-params.ts), and refuses to start with a route whose
 * parameter is not listed here.
 */
export const PATH_PARAMS = {
  id: Id,
  tenantId: Id,
  taskId: Id,
  attachmentId: Id,
  /** DELETE /media-providers/agents/{mediaProviderId}: the provider's id (or the caller's connection id). */
  mediaProviderId: Id,
  /** Issue 20: GET /media-providers/data-deletion/{confirmationCode}. */
  confirmationCode: Id,
  /** Issue 10: the parts of a property draft (an environment, image, detail type, nearby place). */
  enviromentId: Id,
  imageId: Id,
  detailTypeId: Id,
  placeId: Id,
  slug: Segment(200),
  number: Segment(40),
  email: Segment(EMAIL_MAX),
  /** Issue 21: POST /properties/{id}/posts/{network}/retry. */
  network: RetryNetwork,
} as const satisfies Record<string, Schema.Decoder<string>>;

export type PathParamName = keyof typeof PATH_PARAMS;

/**
 * Any query string, before a route reads its own parameters: names and values follow the text
 * rule, so even a parameter a route ignores cannot carry a NUL (repeated names arrive as arrays).
 */
export const AnyQuery = Schema.Record(InputString, Schema.Union([InputString, Schema.Array(InputString)]));
