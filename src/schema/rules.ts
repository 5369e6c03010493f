/**
 * Limits and predicates of the spec's validation rules, shared by the SPA forms (which add the
 * Spanish messages) and the server schemas (which refuse what a form would have refused).
 */

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FIRST_NAME_MIN = 3;
export const FIRST_NAME_MAX = 50;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 14;
export const TOKEN_MAX = 4096;

/** A standard address with a top-level domain of at least two letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Letters (accents and ñ included), spaces, apostrophes and hyphens. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

export const isPersonName = (value: string): boolean => PERSON_NAME_PATTERN.test(value);

export interface PasswordChecklist {
  readonly uppercase: boolean;
  readonly digitOrSymbol: boolean;
  readonly length: boolean;
}

export const passwordChecklist = (password: string): PasswordChecklist => ({
  uppercase: /\p{Lu}/u.test(password),
  digitOrSymbol: /[0-9!@#$%^&*]/.test(password),
  length: password.length >= PASSWORD_MIN,
});

export const isStrongPassword = (password: string): boolean => {
  const checklist = passwordChecklist(password);
  return checklist.uppercase && checklist.digitOrSymbol && checklist.length;
};

/** Sign-in and sign-up lowercase the e-mail; the final sign-up also trims it. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** First letter upper, the rest lower ('mARÍA' → 'María'). */
export const capitalise = (value: string): string => {
  const trimmed = value.trim();
  return trimmed.charAt(0).toLocaleUpperCase('es') + trimmed.slice(1).toLocaleLowerCase('es');
};

/** Trailing spaces ignored; digits only. */
export const phoneDigits = (value: string): string => value.trimEnd();

export const isPhoneNumber = (value: string): boolean => {
  const digits = phoneDigits(value);
  return /^[0-9]+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
};
