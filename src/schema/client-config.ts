import * as Schema from 'effect/Schema';

/**
 * What the server hands the SPA at load (a JSON data block in index.html), so one build serves
 * any environment. Only public values: the API key is a client identifier, not a secret.
 */
export const ClientConfig = Schema.Struct({
  apiKey: Schema.String,
  /** reCAPTCHA v3 site key; null → the offline verifier (any non-empty token passes). */
  recaptchaSiteKey: Schema.NullOr(Schema.String),
  /** Google OAuth client id; null → the local consent page stands in for Google's popup. */
  googleClientId: Schema.NullOr(Schema.String),
  /** Facebook app id; null → the local consent page stands in for Facebook's login. */
  facebookAppId: Schema.NullOr(Schema.String),
  mapboxToken: Schema.NullOr(Schema.String),
});
export type ClientConfig = typeof ClientConfig.Type;

/** The id of the `<script type="application/json">` element that carries it. */
export const CLIENT_CONFIG_ELEMENT_ID = 'agentes-config';
