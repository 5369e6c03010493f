/*
 * Plain rules of the client error reports, without Effect Schema: the SPA's lazy reporter reads
 * them without loading a decoder (client-error.ts builds the schema from them).
 */

/**
 * POST /client-errors (issue 12): what the SPA reports when it fails (its 500 boundary, an
 * unhandled rejection or error). Caps keep a report small enough to log whole: the server refuses
 * a body over CLIENT_ERROR_LIMITS.bodyBytes before decoding it, and a longer field with 400.
 */
export const CLIENT_ERROR_LIMITS = {
  messageChars: 1024,
  stackChars: 16 * 1024,
  routeChars: 2048,
  releaseChars: 100,
  bodyBytes: 32 * 1024,
} as const;

const REDACTED = '[redacted]';

/** `Bearer <token>` anywhere (a logged header, an error message quoting one). */
const BEARER = /\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;
/** name=value or name: value (query strings, cookies, JSON) of anything that names a credential. */
const NAMED_SECRET =
  /((?:auth\.)?(?:access[_-]?token|accessToken|refresh[_-]?token|refreshToken|id[_-]?token|short[_-]?token|shortToken|token|password|secret|api[_-]?key|x-api-key|authorization|code|client[_-]?secret)["']?\s*[:=]\s*["']?)(?!Bearer\s|\[redacted\])[^\s"'&;,#)]+/gi;
/** A JSON Web Token. */
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** A long opaque run (our access tokens are 43 base64url characters); ids (UUIDs, 36) stay readable. */
const OPAQUE = /[A-Za-z0-9_-]{40,}/g;

/**
 * Takes out of a report's text whatever looks like a credential: bearer tokens, `access_token`,
 * `token`, `code`… query or cookie values, JWTs and long opaque strings. The SPA runs it before
 * sending and the server again before logging or forwarding (a report is the client's word).
 */
export function scrubSecrets(text: string): string {
  return text
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(NAMED_SECRET, `$1${REDACTED}`)
    .replace(OPAQUE, REDACTED);
}
