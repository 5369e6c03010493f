import { customerFormTexts, customerValidation as messages } from '../../i18n/customers.ts';
import type { ErrorType } from '../../schema/errors.ts';
import {
  PERSON_NAME_MAX,
  PERSON_NAME_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  isEmail,
  isPersonName,
  normaliseEmail,
  normaliseTenantPhone,
} from '../../schema/rules.ts';
import {
  TENANT_TYPE,
  type DocumentType,
  type Sex,
  type Tenant,
  type TenantBody,
  type TenantType,
  type TenantUpdateBody,
} from '../../schema/tenant.ts';
import type { FieldError, FormErrors } from './access-forms.ts';
import {
  birthDateParts,
  birthDateState,
  emptyBirthDate,
  isAllowedBirthDate,
  isoBirthDate,
  type BirthDateParts,
} from './birth-date.ts';

/**
 * The customer form (spec 02 §2.2, §2.4, §5): values as the inputs hold them, each field's first
 * failing rule as its Spanish message, and the mapping to the wire bodies of POST/PUT /tenants.
 */

/** Venezuela is the only country listed (spec 02 §5). Kept without '+', as the wire wants it. */
export const DEFAULT_PHONE_CODE = '58';

export interface CustomerFormValues {
  readonly firstName: string;
  readonly lastName: string;
  /** Numbers straight from the selects; null until chosen. */
  readonly sex: number | null;
  readonly documentType: number | null;
  readonly documentNumber: string;
  readonly tenantType: number | null;
  readonly emailAddress: string;
  readonly countryStateId: string | null;
  readonly countryLocationId: string | null;
  /** Digits of the country code; a leading '+' is tolerated. */
  readonly phoneCode: string;
  /** As typed, possibly with a leading 0 and separators. */
  readonly phoneNumber: string;
  readonly birthDate: BirthDateParts;
}

export type CustomerField =
  | 'firstName'
  | 'lastName'
  | 'sex'
  | 'documentType'
  | 'tenantType'
  | 'emailAddress'
  | 'countryState'
  | 'countryLocation'
  | 'phoneNumber'
  | 'birthDate';

export type CustomerErrors = FormErrors<CustomerField>;

/** Spec 02 §2.2 defaults: Cliente, No especificado. */
export const emptyCustomerForm: CustomerFormValues = {
  firstName: '',
  lastName: '',
  sex: 3,
  documentType: null,
  documentNumber: '',
  tenantType: TENANT_TYPE.Customer,
  emailAddress: '',
  countryStateId: null,
  countryLocationId: null,
  phoneCode: DEFAULT_PHONE_CODE,
  phoneNumber: '',
  birthDate: emptyBirthDate,
};

export const noCustomerErrors: CustomerErrors = {
  firstName: null,
  lastName: null,
  sex: null,
  documentType: null,
  tenantType: null,
  emailAddress: null,
  countryState: null,
  countryLocation: null,
  phoneNumber: null,
  birthDate: null,
};

/** The edit form, prefilled from the customer (spec 02 §2.4). */
export const customerFormValues = (tenant: Tenant): CustomerFormValues => ({
  firstName: tenant.firstName,
  lastName: tenant.lastName,
  sex: tenant.sex,
  documentType: tenant.documentType,
  documentNumber: tenant.documentNumber ?? '',
  tenantType: tenant.tenantType,
  emailAddress: tenant.emailAddress ?? '',
  countryStateId: tenant.address.countryStateId,
  countryLocationId: tenant.address.countryLocationId,
  phoneCode: tenant.phoneNumber.code,
  phoneNumber: tenant.phoneNumber.number,
  birthDate: birthDateParts(tenant.birthDate),
});

/* Phone */

/** Separators a phone input may show ('0412-123 45 67', '(0412) 1234567'). */
const PHONE_SEPARATORS = /[\s\-().]/g;

const phoneText = (value: string): string => value.replace(PHONE_SEPARATORS, '');

/** The stored number: separators and one leading 0 dropped ('0412-1234567' → '4121234567'). */
export const wirePhoneNumber = (value: string): string => normaliseTenantPhone(phoneText(value));

export const wirePhoneCode = (code: string): string => code.trim().replace(/^\+/, '');

/** A phone field's four messages: the customer form's by default, onboarding words two of them its own way (spec 01 §5). */
export interface PhoneMessages {
  readonly phoneRequired: string;
  readonly phoneDigits: string;
  readonly phoneMin: string;
  readonly phoneMax: string;
}

export const validatePhoneNumber = (value: string, texts: PhoneMessages = messages): FieldError => {
  const text = phoneText(value);
  if (text === '') return texts.phoneRequired;
  if (!/^[0-9]+$/.test(text)) return texts.phoneDigits;
  const digits = normaliseTenantPhone(text);
  if (digits.length < PHONE_MIN_DIGITS) return texts.phoneMin;
  if (digits.length > PHONE_MAX_DIGITS) return texts.phoneMax;
  return null;
};

/** Worth a lookup: a number the form would accept. */
export const isCompletePhone = (value: string): boolean => validatePhoneNumber(value) === null;

/** GET /tenants/phone-number/{codeAndNumber}: '58' + the number without its leading 0. */
export const phoneLookupKey = (values: Pick<CustomerFormValues, 'phoneCode' | 'phoneNumber'>): string =>
  `${wirePhoneCode(values.phoneCode)}${wirePhoneNumber(values.phoneNumber)}`;

/* E-mail */

export const validateCustomerEmail = (value: string): FieldError => {
  const email = value.trim();
  return email === '' || isEmail(email) ? null : messages.emailInvalid;
};

/** Worth a lookup: a well-formed address (an empty one is allowed but has nothing to find). */
export const isLookupEmail = (value: string): boolean => value.trim() !== '' && validateCustomerEmail(value) === null;

/* Names */

interface NameMessages {
  readonly required: string;
  readonly min: string;
  readonly max: string;
  readonly letters: string;
}

const validateName = (value: string, text: NameMessages): FieldError => {
  const name = value.trim();
  if (name === '') return text.required;
  if (name.length < PERSON_NAME_MIN) return text.min;
  if (name.length > PERSON_NAME_MAX) return text.max;
  if (!isPersonName(name)) return text.letters;
  return null;
};

export const validateFirstName = (value: string): FieldError =>
  validateName(value, {
    required: messages.firstNameRequired,
    min: messages.firstNameMin,
    max: messages.firstNameMax,
    letters: messages.firstNameLetters,
  });

export const validateLastName = (value: string): FieldError =>
  validateName(value, {
    required: messages.lastNameRequired,
    min: messages.lastNameMin,
    max: messages.lastNameMax,
    letters: messages.lastNameLetters,
  });

/* Selects */

const isChoice = (value: number, max: number): boolean => Number.isInteger(value) && value >= 1 && value <= max;

export const validateSex = (value: number | null): FieldError => {
  if (value === null) return messages.sexRequired;
  return isChoice(value, 3) ? null : messages.sexInvalid;
};

export const validateDocumentType = (value: number | null): FieldError =>
  value === null || isChoice(value, 4) ? null : messages.documentTypeInvalid;

export const validateTenantType = (value: number | null): FieldError => {
  if (value === null) return messages.tenantTypeRequired;
  return isChoice(value, 3) ? null : messages.tenantTypeInvalid;
};

export const validateCountryState = (value: string | null): FieldError =>
  value === null || value === '' ? messages.countryStateRequired : null;

export const validateCountryLocation = (value: string | null): FieldError =>
  value === null || value === '' ? messages.countryLocationRequired : null;

/** Optional; once started, all three selectors and a day from 1930 to today. */
export const validateBirthDate = (parts: BirthDateParts, today: string): FieldError => {
  const state = birthDateState(parts);
  if (state === 'empty') return null;
  if (state === 'partial') return messages.birthDateIncomplete;
  const iso = isoBirthDate(parts);
  return iso !== null && isAllowedBirthDate(iso, today) ? null : messages.birthDateInvalid;
};

export const validateCustomerForm = (values: CustomerFormValues, today: string): CustomerErrors => ({
  firstName: validateFirstName(values.firstName),
  lastName: validateLastName(values.lastName),
  sex: validateSex(values.sex),
  documentType: validateDocumentType(values.documentType),
  tenantType: validateTenantType(values.tenantType),
  emailAddress: validateCustomerEmail(values.emailAddress),
  countryState: validateCountryState(values.countryStateId),
  countryLocation: validateCountryLocation(values.countryLocationId),
  phoneNumber: validatePhoneNumber(values.phoneNumber),
  birthDate: validateBirthDate(values.birthDate, today),
});

/* Type select (spec 02 §4) */

/**
 * Creation and editing offer Cliente and Contacto; a lead being edited also sees 'Potencial
 * cliente', and its select is disabled (see canChangeTenantType).
 */
export const tenantTypeOptions = (originalType: TenantType | null): readonly TenantType[] =>
  originalType === TENANT_TYPE.Lead ? [TENANT_TYPE.Lead, TENANT_TYPE.Customer, TENANT_TYPE.Contact] : [TENANT_TYPE.Customer, TENANT_TYPE.Contact];

export const canChangeTenantType = (originalType: TenantType | null): boolean => originalType !== TENANT_TYPE.Lead;

/* Wire bodies (contract-3: TenantBody) */

const orNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Only called on a form without errors: the casts below narrow numbers the validators have
 * already bounded.
 */
export const tenantBody = (values: CustomerFormValues): TenantBody => {
  const email = orNull(values.emailAddress);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    tenantType: (values.tenantType ?? TENANT_TYPE.Customer) as TenantType,
    codePhoneNumber: wirePhoneCode(values.phoneCode),
    phoneNumber: wirePhoneNumber(values.phoneNumber),
    emailAddress: email === null ? null : normaliseEmail(email),
    documentType: values.documentType as DocumentType | null,
    documentNumber: orNull(values.documentNumber),
    sex: (values.sex ?? 3) as Sex,
    countryState: values.countryStateId,
    location: values.countryLocationId,
    birthDate: isoBirthDate(values.birthDate),
  };
};

export const tenantUpdateBody = (tenantId: string, values: CustomerFormValues): TenantUpdateBody => ({
  ...tenantBody(values),
  tenantId,
});

/** Linking offers Cliente and Contacto only (LinkTenantBody). */
export const linkTenantType = (values: Pick<CustomerFormValues, 'tenantType'>): 2 | 3 =>
  values.tenantType === TENANT_TYPE.Contact ? TENANT_TYPE.Contact : TENANT_TYPE.Customer;

/* Toasts (spec 02 §8) */

export const customerSaveErrorMessage = (type: ErrorType): string => {
  switch (type) {
    case 'EMAIL_IN_USE':
      return customerFormTexts.emailInUse;
    case 'PHONE_NUMBER_IN_USE':
      return customerFormTexts.phoneInUse;
    // A page loaded before the rule, or a person shared meanwhile: only the creator changes it.
    case 'TENANT_IDENTITY_READ_ONLY':
      return customerFormTexts.identityReadOnly;
    // Issue 21: another tab saved the customer first (412); nothing was written.
    case 'TENANT_CHANGED':
      return customerFormTexts.changedElsewhere;
    default:
      return customerFormTexts.saveFailed;
  }
};

/** A lookup that failed (TENANT_NOT_FOUND is not a failure: it opens the full form). */
export const lookupErrorMessage = (type: ErrorType): string =>
  type === 'TOO_MANY_REQUESTS' ? customerFormTexts.tooManyLookups : customerFormTexts.lookupFailed;

export const linkErrorMessage = (type: ErrorType): string =>
  type === 'TENANT_AGENT_ALREADY_EXIST' ? customerFormTexts.alreadyLinked : customerFormTexts.linkFailed;

/** /customers/view/{slug}: built here because machines may not import the views' route registry. */
export const customerViewPath = (slug: string): string => `/customers/view/${encodeURIComponent(slug)}`;
