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
/**
 * An Authorization (or Proxy-Authorization) value: after a scheme (`Basic`, `Digest`…) the rest
 * of the header goes, whatever its shape; without one, the value up to the next separator.
 */
const AUTHORIZATION =
  /\b((?:proxy-)?authorization["']?\s*[:=]\s*)(["']?)(?:(Basic|Bearer|Digest|Negotiate|NTLM|Token)\s+([^\r\n]+)|(?!\[redacted\])[^\s"'&;,#)]+)/gi;
/** `Basic <base64 of user:password>` quoted without its header name. */
const BASIC = /\b(Basic)\s+([A-Za-z0-9+/]{4,}={0,2})/gi;
/** The user-info of a URL (`https://user:password@host`). */
const URL_USER_INFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;
/** A Cookie or Set-Cookie value, to the end of its line (every cookie in it, and its attributes). */
const COOKIE = /\b((?:set-)?cookie["']?\s*[:=]\s*["']?)(?!\[redacted\])[^\r\n"']+/gi;
/** name=value or name: value (query strings, cookies, JSON) of anything that names a credential. */
const NAMED_SECRET =
  /((?:auth\.)?(?:access[_-]?token|accessToken|refresh[_-]?token|refreshToken|id[_-]?token|short[_-]?token|shortToken|token|password|secret|api[_-]?key|x-api-key|authorization|code|client[_-]?secret)["']?\s*[:=]\s*["']?)(?!(?:Basic|Bearer|Digest|Negotiate|NTLM|Token)\s|\[redacted\])[^\s"'&;,#)]+/gi;
/** A JSON Web Token. */
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** A long opaque run (our access tokens are 43 base64url characters); ids (UUIDs, 36) stay readable. */
const OPAQUE = /[A-Za-z0-9_-]{40,}/g;

/**
 * Takes out of a report's text whatever looks like a credential: bearer tokens, Authorization
 * values (Basic, Digest…), a URL's `user:password@`, Cookie and Set-Cookie values, `access_token`,
 * `token`, `code`… query or cookie values, JWTs and long opaque strings. The SPA runs it before
 * sending and the server again before logging or forwarding (a report is the client's word).
 */
export function scrubSecrets(text: string): string {
  return text
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(AUTHORIZATION, redactAuthorization)
    .replace(BASIC, (match, scheme: string, credential: string) => (isBasicCredential(credential) ? `${scheme} ${REDACTED}` : match))
    .replace(URL_USER_INFO, `$1${REDACTED}@`)
    .replace(COOKIE, `$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(NAMED_SECRET, `$1${REDACTED}`)
    .replace(OPAQUE, REDACTED);
}

/** Whether a word after `Basic` decodes to `user:password` (so 'Basic information' stays). */
function isBasicCredential(text: string): boolean {
  try {
    return atob(text).includes(':');
  } catch {
    return false;
  }
}

/** An AUTHORIZATION match with its credential out; a quoted value keeps its closing quote and what follows. */
function redactAuthorization(_match: string, name: string, quote: string, scheme: string | undefined, rest: string | undefined): string {
  if (scheme === undefined) return `${name}${quote}${REDACTED}`;
  const end = quote === '' ? -1 : (rest ?? '').indexOf(quote);
  return `${name}${quote}${scheme} ${REDACTED}${end === -1 ? '' : (rest ?? '').slice(end)}`;
}
