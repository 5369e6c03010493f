import { profileValidation as messages } from '../../i18n/account.ts';
import type { Agent, AgentProfileBody } from '../../schema/agent.ts';
import type { Sex } from '../../schema/person.ts';
import { AGENT_DESCRIPTION_MAX } from '../../schema/rules.ts';
import { hasErrors, type FieldError, type FormErrors } from './access-forms.ts';
import { birthDateParts, birthDateState, isoBirthDate, type BirthDateParts } from './birth-date.ts';
import {
  validateBirthDate,
  validateCountryLocation,
  validateCountryState,
  validateFirstName,
  validateLastName,
  validateSex,
} from './customer-form.ts';

/**
 * The account page's profile form (spec 02 §2.5 'Editar información básica', §5): values as the
 * inputs hold them, each field's first failing rule, and the PUT /landlords/profile body. Names,
 * sex, state and locality follow the customer form's rules, as the spec says.
 */

export interface ProfileValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly sex: number | null;
  readonly birthDate: BirthDateParts;
  readonly countryStateId: string | null;
  readonly countryLocationId: string | null;
  readonly description: string;
}

export type ProfileField = 'firstName' | 'lastName' | 'sex' | 'birthDate' | 'countryState' | 'countryLocation' | 'description';
export type ProfileErrors = FormErrors<ProfileField>;
export type ProfileTextField = 'firstName' | 'lastName' | 'description';

export const noProfileErrors: ProfileErrors = {
  firstName: null,
  lastName: null,
  sex: null,
  birthDate: null,
  countryState: null,
  countryLocation: null,
  description: null,
};

/** Spec 02 §9's default sex (No especificado) until the agent has saved one. */
export const profileValues = (agent: Agent): ProfileValues => ({
  firstName: agent.firstName,
  lastName: agent.lastName,
  sex: agent.sex ?? 3,
  birthDate: birthDateParts(agent.birthDate),
  countryStateId: agent.address.countryStateId,
  countryLocationId: agent.address.countryLocationId,
  description: agent.description ?? '',
});

/** Required here (spec 02 §5), unlike a customer's. */
export const validateProfileBirthDate = (parts: BirthDateParts, today: string): FieldError =>
  birthDateState(parts) === 'empty' ? messages.birthDateRequired : validateBirthDate(parts, today);

export const validateDescription = (value: string): FieldError => {
  const text = value.trim();
  if (text === '') return messages.descriptionRequired;
  return text.length > AGENT_DESCRIPTION_MAX ? messages.descriptionMax : null;
};

export const validateProfile = (values: ProfileValues, today: string): ProfileErrors => ({
  firstName: validateFirstName(values.firstName),
  lastName: validateLastName(values.lastName),
  sex: validateSex(values.sex),
  birthDate: validateProfileBirthDate(values.birthDate, today),
  countryState: validateCountryState(values.countryStateId),
  countryLocation: validateCountryLocation(values.countryLocationId),
  description: validateDescription(values.description),
});

export const isValidProfile = (values: ProfileValues, today: string): boolean => !hasErrors(validateProfile(values, today));

/** Only called on a valid form: the casts narrow what the validators have bounded. */
export const profileBody = (values: ProfileValues): AgentProfileBody => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  sex: values.sex as Sex,
  birthDate: isoBirthDate(values.birthDate) ?? '',
  countryState: values.countryStateId ?? '',
  location: values.countryLocationId ?? '',
  description: values.description.trim(),
});
