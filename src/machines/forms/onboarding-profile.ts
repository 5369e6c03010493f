import { onboardingValidation as messages } from '../../i18n/onboarding.ts';
import type { Agent, UpdateAgentBody } from '../../schema/agent.ts';
import type { CountryLocation } from '../../schema/reference.ts';
import { hasErrors, recheckShown, type FormErrors } from './access-forms.ts';
import type { Coordinates } from './customer-form-context.ts';
import { DEFAULT_PHONE_CODE, validatePhoneNumber, wirePhoneCode, wirePhoneNumber } from './customer-form.ts';

/**
 * Onboarding step 1 (spec 01 'Onboarding', §5): state, locality and phone as the inputs hold them,
 * each field's first failing rule as its Spanish message, the comparison with the saved profile
 * (an unchanged profile skips the call) and the body of PUT /landlords. The phone rules and their
 * wire form are the customer form's; only two of the messages are onboarding's own.
 */

export interface OnboardingProfileValues {
  readonly countryStateId: string | null;
  readonly countryLocationId: string | null;
  /** As typed, possibly with a leading 0 and separators. */
  readonly phoneNumber: string;
}

export type OnboardingProfileField = 'countryState' | 'countryLocation' | 'phoneNumber';
export type OnboardingProfileErrors = FormErrors<OnboardingProfileField>;

export const noProfileErrors: OnboardingProfileErrors = { countryState: null, countryLocation: null, phoneNumber: null };

/** The saved profile as the form shows it (the stored number has no leading 0, which is what the agent typed less one digit). */
export const savedProfileValues = (agent: Agent): OnboardingProfileValues => ({
  countryStateId: agent.address.countryStateId,
  countryLocationId: agent.address.countryLocationId,
  phoneNumber: agent.contactPhoneNumber?.number ?? '',
});

/**
 * Issue 21: where the form starts: the saved profile, or the agent's unsaved copy. The copy's place
 * only while the agent has none saved (the account's phone form asks for one only then); otherwise
 * the saved place wins, which the account's profile form may have changed since the copy was kept.
 */
export const startingProfileValues = (agent: Agent, restored: OnboardingProfileValues | null): OnboardingProfileValues => {
  const saved = savedProfileValues(agent);
  if (restored === null) return saved;
  return agent.address.countryLocationId === null ? restored : { ...saved, phoneNumber: restored.phoneNumber };
};

/** The saved coordinates, kept while the locality stays the same. */
export const savedCoordinates = (agent: Agent): Coordinates | null =>
  agent.address.latitude === null || agent.address.longitude === null
    ? null
    : { latitude: agent.address.latitude, longitude: agent.address.longitude };

export const validateProfile = (values: OnboardingProfileValues): OnboardingProfileErrors => ({
  countryState: values.countryStateId === null ? messages.stateRequired : null,
  countryLocation: values.countryLocationId === null ? messages.locationRequired : null,
  phoneNumber: validatePhoneNumber(values.phoneNumber, messages),
});

export const isValidProfile = (values: OnboardingProfileValues): boolean => !hasErrors(validateProfile(values));

/** Fields showing an error are checked again on each change (as the access forms do). */
export const recheckProfile = (shown: OnboardingProfileErrors, values: OnboardingProfileValues): OnboardingProfileErrors =>
  recheckShown(shown, validateProfile(values));

/** Nothing to send: the same state, locality and number (compared as the wire would carry them). */
export const isUnchangedProfile = (values: OnboardingProfileValues, agent: Agent): boolean => {
  const saved = savedProfileValues(agent);
  return (
    agent.contactPhoneNumber !== null &&
    values.countryStateId === saved.countryStateId &&
    values.countryLocationId === saved.countryLocationId &&
    wirePhoneNumber(values.phoneNumber) === wirePhoneNumber(saved.phoneNumber) &&
    wirePhoneCode(DEFAULT_PHONE_CODE) === agent.contactPhoneNumber.code
  );
};

/** The chosen locality's coordinates; the saved ones when the reference list has not arrived yet. */
export const profileCoordinates = (
  localities: readonly CountryLocation[],
  values: OnboardingProfileValues,
  fallback: Coordinates | null,
): Coordinates | null => {
  const locality = localities.find((option) => option.countryLocationId === values.countryLocationId);
  return locality === undefined ? fallback : { latitude: locality.latitude, longitude: locality.longitude };
};

/** PUT /landlords (spec 01 §7). Only built once the form is valid and the coordinates known. */
export const updateAgentBody = (values: OnboardingProfileValues, coordinates: Coordinates): UpdateAgentBody => ({
  codeContactPhoneNumber: wirePhoneCode(DEFAULT_PHONE_CODE),
  contactPhoneNumber: wirePhoneNumber(values.phoneNumber),
  countryState: values.countryStateId ?? '',
  location: values.countryLocationId ?? '',
  latitude: coordinates.latitude,
  longitude: coordinates.longitude,
});
