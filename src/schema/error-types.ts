/**
 * The error catalogue's types. The spec's types first, then those DECISIONS.md adds. The SPA treats
 * any type it does not know as SERVER_ERROR, so the server may add types without breaking it.
 * Plain constants, no Effect Schema: the access pages read error types without loading a decoder
 * (`errors.ts` builds the schema from this list).
 */
export const ERROR_TYPES = [
  'EMAIL_IN_USE',
  'AGENT_NOT_FOUND',
  'ACCESS_TOKEN_INVALID',
  'EMAIL_NOT_FOUND',
  'PASSWORD_REQUIRED',
  'PASSWORD_INVALID',
  'RECAPTCHA_VERIFICATION_FAILED',
  'INVALID_USER_AUTH_PROVIDER',
  'TOKEN_EXPIRED',
  'SERVER_ERROR',
  'VALIDATION_ERROR',
  'API_KEY_INVALID',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'FILE_TYPE_INVALID',
  'FILE_TOO_LARGE',
  'TENANT_NOT_FOUND',
  'TASK_NOT_FOUND',
  'ATTACHMENT_NOT_FOUND',
  'PHONE_NUMBER_IN_USE',
  'TENANT_AGENT_ALREADY_EXIST',
  'TASK_STATUS_TRANSITION_INVALID',
  'TASK_NOT_IN_PROGRESS',
  'TENANT_IDENTITY_READ_ONLY',
  'RECAPTCHA_REQUIRED',
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'STORAGE_QUOTA_EXCEEDED',
  'MEDIA_PROVIDER_NOT_FOUND',
  'MEDIA_PROVIDER_AUTHORIZATION_FAILED',
  'PROPERTY_DRAFT_NOT_FOUND',
  'PROPERTY_DRAFT_NOT_EDITABLE',
  'PROPERTY_IMAGE_NOT_FOUND',
  'NEARBY_PLACE_NOT_FOUND',
  'PROPERTY_DRAFT_LOCATION_REQUIRED',
  'DRAFT_IMAGES_LIMIT_REACHED',
  'MEDIA_PROVIDER_NOT_CONNECTED',
  'PROPERTY_NOT_FOUND',
  'FACEBOOK_PAGES_NOT_MANAGED',
  'MEDIA_PROVIDER_ACCOUNT_CHANGE',
  'DATA_DELETION_REQUEST_INVALID',
  'DATA_DELETION_REQUEST_NOT_FOUND',
  'SESSION_REVOKED',
  'SESSION_NOT_FOUND',
  'PROPERTY_DRAFT_CHANGED',
  'TENANT_CHANGED',
  'IDEMPOTENCY_KEY_REUSED',
  'POST_NOT_RETRYABLE',
  'NETWORK_UNREACHABLE',
  // Issue 21 (idempotency): the first request with the key is still creating.
  'IDEMPOTENCY_KEY_IN_USE',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

export const isErrorType = (value: unknown): value is ErrorType =>
  typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value);
