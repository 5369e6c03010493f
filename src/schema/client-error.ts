import * as Schema from 'effect/Schema';
import { Text } from './common.ts';
import { CLIENT_ERROR_LIMITS } from './client-error-rules.ts';

export { CLIENT_ERROR_LIMITS, scrubSecrets } from './client-error-rules.ts';

/** POST /client-errors: one report of the SPA (caps in client-error-rules.ts). */
export const ClientErrorReport = Schema.Struct({
  message: Text(CLIENT_ERROR_LIMITS.messageChars, { min: 1, multiLine: true }),
  // optionalKey, not optional: JSON has no undefined, and optional would document the field as nullable.
  stack: Schema.optionalKey(Text(CLIENT_ERROR_LIMITS.stackChars, { multiLine: true })),
  /** The SPA's path when it failed (query and fragment included, scrubbed). */
  route: Text(CLIENT_ERROR_LIMITS.routeChars, { min: 1 }),
  /** The build that failed: its version and content hash. */
  release: Text(CLIENT_ERROR_LIMITS.releaseChars, { min: 1 }),
});
export type ClientErrorReport = typeof ClientErrorReport.Type;

/** What the server answers: the request id under which the report was logged. */
export const ClientErrorReceipt = Schema.Struct({ requestId: Schema.String });
export type ClientErrorReceipt = typeof ClientErrorReceipt.Type;
