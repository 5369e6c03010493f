import * as Schema from 'effect/Schema';
import { EmailAddress, Id, InputString, IsoDateTime, NonEmptyText, Secret, Text } from './common.ts';
import { BirthDate, PersonNameInput, Sex } from './person.ts';
import {
  AGENT_DESCRIPTION_MAX,
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  PASSWORD_MAX,
  PHONE_MAX_DIGITS,
  TOKEN_MAX,
  isPersonName,
} from './rules.ts';

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
  /** The account page's profile (PUT /landlords/profile); null until the agent saves it. */
  sex: Schema.NullOr(Sex),
  /** 'YYYY-MM-DD' */
  birthDate: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
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
 * PUT /landlords/profile: the account page's profile form (spec 02 §5: names as for customers,
 * sex, birth date, state and locality required, description at most 500 characters). The server
 * trims the texts and takes the coordinates of the locality.
 */
export const AgentProfileBody = Schema.Struct({
  firstName: PersonNameInput,
  lastName: PersonNameInput,
  sex: Sex,
  birthDate: BirthDate,
  countryState: Id,
  location: Id,
  description: Text(AGENT_DESCRIPTION_MAX, { min: 1, multiLine: true }),
});
export type AgentProfileBody = typeof AgentProfileBody.Type;

/**
 * What the local consent page is asked for: `sign-in` (Google and Facebook: a sign-in token, the
 * default) or `connect` (Facebook: a short token for POST /media-providers/agents/facebook;
 * Instagram, which only connects: an authorization code).
 */
export const OfflineConsentPurpose = Schema.Literals(['sign-in', 'connect']);
export type OfflineConsentPurpose = typeof OfflineConsentPurpose.Type;

/**
 * POST /oauth-consent/{provider}/token (not under /rest/v1): the local consent page asks the
 * server to sign the identity typed into it; answered only to local clients while the provider is
 * offline, with `{ data: OfflineConsentAnswer }`.
 */
export const OfflineConsentBody = Schema.Struct({
  sub: Secret(255),
  email: EmailAddress,
  givenName: Text(FIRST_NAME_MAX),
  familyName: Text(FIRST_NAME_MAX),
  purpose: Schema.optionalKey(OfflineConsentPurpose),
});
export type OfflineConsentBody = typeof OfflineConsentBody.Type;

/** The consent endpoint's answer: one field, named after what it stands in for. */
export const OfflineConsentAnswer = Schema.Union([
  /** sign-in (Google, Facebook): the provider's access token for /auth/landlords/providers/… */
  Schema.Struct({ token: Schema.String }),
  /** Facebook connect: the short-lived user token the SDK would give. */
  Schema.Struct({ shortToken: Schema.String }),
  /** Instagram connect: the code Instagram's authorization window would send back. */
  Schema.Struct({ authorizationCode: Schema.String }),
]);
export type OfflineConsentAnswer = typeof OfflineConsentAnswer.Type;
