import type { BirthDateParts } from '../../machines/forms/birth-date.ts';
import type { OnboardingProfileValues } from '../../machines/forms/onboarding-profile.ts';
import type { ProfileValues } from '../../machines/forms/profile-form.ts';

/**
 * Issue 21: the local copies of the account page's forms read back (null unless they have the
 * form's shape: an older build may have kept another). Text and choices only: never the photo,
 * never a password (the 'Seguridad' form keeps none).
 */

const isPart = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isInteger(value));
const isId = (value: unknown): value is string | null => value === null || typeof value === 'string';

const decodeBirthDate = (stored: unknown): BirthDateParts | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const { day, month, year } = stored as Record<string, unknown>;
  return isPart(day) && isPart(month) && isPart(year) ? { day, month, year } : null;
};

/** 'Editar información básica'. */
export const decodeTypedProfile = (stored: unknown): ProfileValues | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const { firstName, lastName, sex, birthDate, countryStateId, countryLocationId, description } = stored as Record<string, unknown>;
  const parts = decodeBirthDate(birthDate);
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof description !== 'string') return null;
  if (!isPart(sex) || parts === null || !isId(countryStateId) || !isId(countryLocationId)) return null;
  return { firstName, lastName, sex, birthDate: parts, countryStateId, countryLocationId, description };
};

/** 'Teléfono' (and the place it asks for while the agent has none saved). */
export const decodeTypedPhone = (stored: unknown): OnboardingProfileValues | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const { phoneNumber, countryStateId, countryLocationId } = stored as Record<string, unknown>;
  if (typeof phoneNumber !== 'string' || !isId(countryStateId) || !isId(countryLocationId)) return null;
  return { phoneNumber, countryStateId, countryLocationId };
};
