import type { CustomerFormValues } from '../../../machines/forms/customer-form.ts';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isChoice = (value: unknown): value is number | null => value === null || Number.isInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Issue 21: a local copy of the customer form read back (null unless it has the form's shape). */
export const decodeTypedCustomer = (stored: unknown): CustomerFormValues | null => {
  if (!isRecord(stored) || !isRecord(stored.birthDate)) return null;
  const { firstName, lastName, sex, documentType, documentNumber, tenantType, emailAddress } = stored;
  const { countryStateId, countryLocationId, phoneCode, phoneNumber } = stored;
  const { day, month, year } = stored.birthDate;
  const valid =
    isText(firstName) && isText(lastName) && isText(documentNumber) && isText(emailAddress) && isText(phoneCode) && isText(phoneNumber) &&
    isChoice(sex) && isChoice(documentType) && isChoice(tenantType) && isChoice(day) && isChoice(month) && isChoice(year) &&
    isTextOrNull(countryStateId) && isTextOrNull(countryLocationId);
  if (!valid) return null;
  return {
    firstName,
    lastName,
    sex,
    documentType,
    documentNumber,
    tenantType,
    emailAddress,
    countryStateId,
    countryLocationId,
    phoneCode,
    phoneNumber,
    birthDate: { day, month, year },
  };
};
