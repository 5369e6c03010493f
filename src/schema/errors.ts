import * as Schema from 'effect/Schema';
import { ERROR_TYPES } from './error-types.ts';

export { ERROR_TYPES, isErrorType } from './error-types.ts';

/** The error catalogue (`error-types.ts`) as a schema. */
export const ErrorType = Schema.Literals(ERROR_TYPES);
export type ErrorType = typeof ErrorType.Type;

/** HTTP status answered for each type. */
export const ERROR_STATUS: Record<ErrorType, number> = {
  EMAIL_IN_USE: 409,
  AGENT_NOT_FOUND: 404,
  ACCESS_TOKEN_INVALID: 401,
  EMAIL_NOT_FOUND: 404,
  PASSWORD_REQUIRED: 400,
  PASSWORD_INVALID: 401,
  RECAPTCHA_VERIFICATION_FAILED: 400,
  INVALID_USER_AUTH_PROVIDER: 409,
  TOKEN_EXPIRED: 401,
  SERVER_ERROR: 500,
  VALIDATION_ERROR: 400,
  API_KEY_INVALID: 401,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  FILE_TYPE_INVALID: 415,
  FILE_TOO_LARGE: 413,
  TENANT_NOT_FOUND: 404,
  TASK_NOT_FOUND: 404,
  ATTACHMENT_NOT_FOUND: 404,
  PHONE_NUMBER_IN_USE: 409,
  TENANT_AGENT_ALREADY_EXIST: 409,
  TASK_STATUS_TRANSITION_INVALID: 409,
  TASK_NOT_IN_PROGRESS: 409,
  /** A linked agent who did not create the person changed its identity (the caller is linked: nothing leaks). */
  TENANT_IDENTITY_READ_ONLY: 403,
  /** Too many failed sign-ins for the e-mail: send a reCAPTCHA token, or wait Retry-After. */
  RECAPTCHA_REQUIRED: 429,
  /** An image whose header declares more than 10,000 px on a side: well-formed, but refused. */
  IMAGE_DIMENSIONS_TOO_LARGE: 422,
  /** Issue 20: the file would take the agent's stored files past the storage quota (STORAGE_QUOTA_BYTES). */
  STORAGE_QUOTA_EXCEEDED: 413,
  /** No connection of the caller to that provider (or a provider this server does not offer): another agent's answers the same. */
  MEDIA_PROVIDER_NOT_FOUND: 404,
  /** The provider refused the code or token (sent, or stored): the agent connects again. */
  MEDIA_PROVIDER_AUTHORIZATION_FAILED: 400,
  /** Issue 10: no such draft of the caller (another agent's answers the same). */
  PROPERTY_DRAFT_NOT_FOUND: 404,
  /** The draft is publishing or published: its content can no longer change. */
  PROPERTY_DRAFT_NOT_EDITABLE: 409,
  /** No image of that id in the caller's draft. */
  PROPERTY_IMAGE_NOT_FOUND: 404,
  /** No nearby place of that id in the caller's draft. */
  NEARBY_PLACE_NOT_FOUND: 404,
  /** A nearby place needs the draft's coordinates (its distance and times are measured from them). */
  PROPERTY_DRAFT_LOCATION_REQUIRED: 400,
  /** The draft already holds DRAFT_LIMITS.draftImagesMax images. */
  DRAFT_IMAGES_LIMIT_REACHED: 409,
  /** A post needs the agent's connection to its network (saving a Facebook post; publishing either post, issue 20). */
  MEDIA_PROVIDER_NOT_CONNECTED: 400,
  /** Issue 11: no such published property of the caller (another agent's answers the same). */
  PROPERTY_NOT_FOUND: 404,
  /** Issue 20: a Facebook post names pages the agent's current Facebook connection no longer manages. */
  FACEBOOK_PAGES_NOT_MANAGED: 400,
  /**
   * Issue 20: the account would replace a different connected one; the agent confirms first
   * (GET …/agents/{provider}/replacement names both; the same body with `replace: true` does it).
   */
  MEDIA_PROVIDER_ACCOUNT_CHANGE: 409,
  /** Issue 20: Meta's data-deletion callback with a bad signature, algorithm or payload (or no app secret to check it). */
  DATA_DELETION_REQUEST_INVALID: 400,
  /** Issue 20: no data-deletion request has this confirmation code. */
  DATA_DELETION_REQUEST_NOT_FOUND: 404,
  /**
   * Issue 21: the access token was ended on purpose (the agent closed that session from another
   * device, or changed or reset the password); an expired or unknown one stays ACCESS_TOKEN_INVALID.
   */
  SESSION_REVOKED: 401,
  /** Issue 21: no active session of the caller has that id (another agent's answers the same). */
  SESSION_NOT_FOUND: 404,
  /** Issue 21: the write's If-Match names a version of the draft that is no longer the current one; nothing written. */
  PROPERTY_DRAFT_CHANGED: 412,
  /** Issue 21: the write's If-Match names a version of the customer that is no longer the current one; nothing written. */
  TENANT_CHANGED: 412,
  /** Issue 21: an Idempotency-Key already used by this agent for a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** Issue 21: only a failed post can be retried (and only by its owner). */
  POST_NOT_RETRYABLE: 409,
  /**
   * Issue 21: client side only — the browser could not reach the server (offline, or the server
   * down). The server never answers it; the status is what a proxy would say.
   */
  NETWORK_UNREACHABLE: 503,
  /** Issue 21 (two tabs/idempotency): the first request with this Idempotency-Key is still creating; repeat it later. */
  IDEMPOTENCY_KEY_IN_USE: 409,
};

/** metadata.error as it travels; `type` stays a plain string on the wire (see isErrorType). */
export const ApiError = Schema.Struct({
  type: Schema.String,
  message: Schema.String,
});
export type ApiError = typeof ApiError.Type;
