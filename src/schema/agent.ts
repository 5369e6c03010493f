import * as Schema from 'effect/Schema';
import { EmailAddress, Id, InputString, IsoDateTime, NonEmptyText, Secret, Text } from './common.ts';
import { FIRST_NAME_MAX, FIRST_NAME_MIN, PASSWORD_MAX, PHONE_MAX_DIGITS, TOKEN_MAX, isPersonName } from './rules.ts';

export const ContactPhoneNumber = Schema.Struct({
  code: Schema.String,
  number: Schema.String,
  fullNumber: Schema.String,
});

/** The agent's address: names for display, ids to prefill the onboarding selects. */
export const AgentAddress = Schema.Struct({
  countryState: Schema.NullOr(Schema.String),
  countryStateId: Schema.NullOr(Id),
  location: Schema.NullOr(Schema.String),
  countryLocationId: Schema.NullOr(Id),
  latitude: Schema.NullOr(Schema.Finite),
  longitude: Schema.NullOr(Schema.Finite),
});

export const Agent = Schema.Struct({
  agentId: Id,
  firstName: Schema.String,
  lastName: Schema.String,
  fullName: Schema.String,
  avatarUrl: Schema.NullOr(Schema.String),
  emailAddress: Schema.String,
  address: AgentAddress,
  profileCompleted: Schema.Boolean,
  contactPhoneNumber: Schema.NullOr(ContactPhoneNumber),
});
export type Agent = typeof Agent.Type;

/** metadata.authorization of sign-in and sign-up answers. */
export const Authorization = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  fullName: Schema.String,
  emailAddress: Schema.String,
  emailAddressConfirmationDate: Schema.NullOr(IsoDateTime),
  lastSessionDate: Schema.NullOr(IsoDateTime),
  accessToken: Schema.String,
});
export type Authorization = typeof Authorization.Type;

/** The first sign-up call sends an empty password and token (the server answers PASSWORD_REQUIRED). */
const MaybeEmpty = (max: number) => InputString.check(Schema.isMaxLength(max));
/** Letters, spaces, apostrophes and hyphens; its length counted once trimmed (the server stores it trimmed). */
const PersonName = (min: number) =>
  Text(FIRST_NAME_MAX, { min }).check(
    Schema.makeFilter((value: string) => value === '' || isPersonName(value) || 'Expected a name of letters'),
  );

/**
 * POST /auth/landlords. `recaptchaToken` (not in the spec's call) is sent only after the server
 * answered RECAPTCHA_REQUIRED; a token present is always verified.
 */
export const SignInBody = Schema.Struct({
  emailAddress: EmailAddress,
  password: Secret(PASSWORD_MAX),
  /** Sent only when the server asked for one (RECAPTCHA_REQUIRED); the spec's call has no such field. */
  recaptchaToken: Schema.optionalKey(MaybeEmpty(TOKEN_MAX)),
});
export type SignInBody = typeof SignInBody.Type;

/** POST /auth/landlords/providers/{provider} and POST /landlords/providers/{provider} */
export const SocialTokenBody = Schema.Struct({
  accessToken: Secret(TOKEN_MAX),
});
export type SocialTokenBody = typeof SocialTokenBody.Type;

export const SocialProvider = Schema.Literals(['google', 'facebook']);
export type SocialProvider = typeof SocialProvider.Type;

/** POST /landlords: sent first with an empty password and token (the server answers PASSWORD_REQUIRED). */
export const SignUpBody = Schema.Struct({
  firstName: PersonName(FIRST_NAME_MIN),
  lastName: PersonName(0),
  emailAddress: EmailAddress,
  password: MaybeEmpty(PASSWORD_MAX),
  acceptEmails: Schema.Boolean,
  recaptchaToken: MaybeEmpty(TOKEN_MAX),
});
export type SignUpBody = typeof SignUpBody.Type;

/** POST /auth/landlords/password-reset: the e-mail as typed. */
export const PasswordResetRequestBody = Schema.Struct({
  emailAddress: NonEmptyText(254),
});
export type PasswordResetRequestBody = typeof PasswordResetRequestBody.Type;

/** PUT /auth/landlords/password-reset (bearer: the reset token of the e-mailed link). */
export const PasswordResetBody = Schema.Struct({
  password: Secret(PASSWORD_MAX),
});
export type PasswordResetBody = typeof PasswordResetBody.Type;

/** PUT /landlords: the onboarding profile step. */
export const UpdateAgentBody = Schema.Struct({
  codeContactPhoneNumber: InputString.check(Schema.isPattern(/^[0-9]{1,4}$/)),
  contactPhoneNumber: InputString.check(Schema.isPattern(new RegExp(`^[0-9]{10,${PHONE_MAX_DIGITS}}$`))),
  countryState: Id,
  location: Id,
  latitude: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  longitude: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
});
export type UpdateAgentBody = typeof UpdateAgentBody.Type;

/**
 * POST /oauth-consent/{provider}/token (not under /rest/v1): the local consent page asks the
 * server to sign the identity typed into it; answered only to local clients while the provider is
 * offline, with `{ data: { token } }`.
 */
export const OfflineConsentBody = Schema.Struct({
  sub: Secret(255),
  email: EmailAddress,
  givenName: Text(FIRST_NAME_MAX),
  familyName: Text(FIRST_NAME_MAX),
});
export type OfflineConsentBody = typeof OfflineConsentBody.Type;
