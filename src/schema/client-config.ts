/**
 * What the server hands the SPA at load (a JSON data block in the page), so one build serves
 * any environment. Only public values: the API key is a client identifier, not a secret.
 *
 * A plain shape with a hand-written check rather than an Effect Schema: the block is written by
 * our own server into our own page, and every page reads it before anything else, so its check
 * stays off effect/Schema (issue 7: the public pages load no decoder until they call the API).
 */
export interface ClientConfig {
  readonly apiKey: string;
  /** reCAPTCHA v3 site key; null → the offline verifier (any non-empty token passes). */
  readonly recaptchaSiteKey: string | null;
  /** Google OAuth client id; null → the local consent page stands in for Google's popup. */
  readonly googleClientId: string | null;
  /** Facebook app id; null → the local consent page stands in for Facebook's login. */
  readonly facebookAppId: string | null;
  readonly mapboxToken: string | null;
  /** The server runs with INSPECT=true: load the workflow inspector panel (absent otherwise). */
  readonly inspect?: boolean;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const CLIENT_CONFIG_ELEMENT_ID = 'agentes-config';

const NULLABLE_FIELDS = ['recaptchaSiteKey', 'googleClientId', 'facebookAppId', 'mapboxToken'] as const;

/** The configuration in `json`, or the first field that is wrong. Unknown fields are ignored. */
export const parseClientConfig = (
  json: unknown,
): { readonly ok: true; readonly value: ClientConfig } | { readonly ok: false; readonly message: string } => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, message: 'not an object' };
  const record = json as Record<string, unknown>;
  if (typeof record.apiKey !== 'string') return { ok: false, message: 'apiKey: expected a string' };
  for (const field of NULLABLE_FIELDS) {
    const value = record[field];
    if (value !== null && typeof value !== 'string') return { ok: false, message: `${field}: expected a string or null` };
  }
  return {
    ok: true,
    value: {
      apiKey: record.apiKey,
      recaptchaSiteKey: record.recaptchaSiteKey as string | null,
      googleClientId: record.googleClientId as string | null,
      facebookAppId: record.facebookAppId as string | null,
      mapboxToken: record.mapboxToken as string | null,
      ...(record.inspect === true ? { inspect: true } : {}),
    },
  };
};
