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
/** The agent's profile description (spec 02 §9). */
export const AGENT_DESCRIPTION_MAX = 500;

/** A standard address with a top-level domain of at least two letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Letters (accents and ñ included), spaces, apostrophes and hyphens. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;

/** C0 controls and DEL; tab, line feed and carriage return are layout, allowed in multi-line text. */
const isControl = (code: number, multiLine: boolean): boolean =>
  (code < 0x20 || code === 0x7f) && !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d));

/**
 * Text a person could have typed: no control characters (layout ones aside when multi-line) and
 * well-formed Unicode (a surrogate half without its partner is stored as garbage or refused).
 */
export const isPlainText = (value: string, multiLine = false): boolean => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code, multiLine)) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
};

/**
 * Characters that draw nothing on their own: white space, controls, format characters
 * (U+200B–U+200F, U+2060–U+2064, U+FEFF…), combining marks without a base, other default-ignorable
 * code points (fillers such as U+3164), unassigned code points, surrogates and the blank Braille
 * pattern.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\p{Cn}\p{Cs}\u2800]/u;

/** Whether a text shows anything at all: '\u200b\u200b' or a lone accent is no name or address. */
export const hasVisibleCharacter = (value: string): boolean => VISIBLE_CHARACTER.test(value);

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

/** Particles that stay lower inside a name ('Juan de la Cruz'); capitalised as its first word ('De la Cruz'). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(['de', 'del', 'la', 'las', 'los', 'y']);

/**
 * Spec 01's sign-up rule (first letter upper, rest lower) applied to each word of a name (issue 21
 * §6; docs/decisions.md): 'maría josé' and 'MARÍA JOSÉ' → 'María José', 'mARÍA' → 'María'; the
 * particles de, del, la, las, los and y stay lower inside a name ('juan de la cruz' → 'Juan de la
 * Cruz') but not as its first word ('de la cruz' → 'De la Cruz'); each part of a hyphenated name and
 * the letter after an apostrophe are capitalised ('ana-maría' → 'Ana-María', "d'alessandro" →
 * "D'Alessandro"). Spaces are trimmed and runs of them made one.
 */
export const capitaliseName = (value: string): string =>
  value
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('es');
      if (index > 0 && NAME_PARTICLES.has(lower)) return lower;
      return lower.replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('es')}`);
    })
    .join(' ');

/** Trailing spaces ignored; digits only. */
export const phoneDigits = (value: string): string => value.trimEnd();

export const isPhoneNumber = (value: string): boolean => {
  const digits = phoneDigits(value);
  return /^[0-9]+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
};

// --- Customers and tasks (issue 3) ---

export const PERSON_NAME_MIN = 3;
export const PERSON_NAME_MAX = 50;
export const PHONE_CODE_PATTERN = /^[0-9]{1,4}$/;
export const DOCUMENT_NUMBER_MAX = 20;
export const BIRTH_YEAR_MIN = 1930;
export const TASK_TITLE_MIN = 3;
export const TASK_TITLE_MAX = 50;
export const TASK_DESCRIPTION_MIN = 3;
export const TASK_DESCRIPTION_MAX = 255;
export const SEARCH_QUERY_MAX = 100;
export const LIST_LIMIT_MAX = 100;
export const TENANTS_PAGE_SIZE = 16;
export const TASKS_PAGE_SIZE = 10;
export const ACTIVITIES_PAGE_SIZE = 20;
export const TENANT_AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What a task attachment may be (docs/decisions.md, issue 3): the server decides by the bytes; the
 * SPA names these in the picker and refuses, before sending, a file whose name and type are neither.
 */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'pptx', 'jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
/**
 * The largest image accepted, by its declared size (the server's 422 IMAGE_DIMENSIONS_TOO_LARGE):
 * at most 100 megapixels, and 20,000 px a side (see server/storage/upload-limits.ts).
 */
export const IMAGE_MAX_PIXELS = 100_000_000;
export const IMAGE_MAX_SIDE = 20_000;
/** Days after today that the default task window reaches (spec 9: today 00:00 to 30 days ahead). */
export const TASK_WINDOW_DAYS = 30;

/** A customer's first or last name: 3 to 50 characters once trimmed, letters only. */
export const isCustomerName = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length >= PERSON_NAME_MIN && trimmed.length <= PERSON_NAME_MAX && isPersonName(trimmed);
};

/** The stored form of a customer phone: one leading 0 dropped ('04121234567' → '4121234567'). */
export const normaliseTenantPhone = (value: string): string => (value.startsWith('0') ? value.slice(1) : value);

/** Digits only, 10 to 14 of them once a leading 0 is dropped. */
export const isTenantPhoneNumber = (value: string): boolean => {
  if (!/^[0-9]+$/.test(value)) return false;
  const digits = normaliseTenantPhone(value);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
};

/** 'YYYY-MM-DD' naming a real calendar day. */
export const isIsoDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A birth date: a real day, year 1930 or later, not after today (compared as calendar days in Caracas). */
export const isBirthDate = (value: string, now: Date = new Date()): boolean =>
  isIsoDate(value) && Number(value.slice(0, 4)) >= BIRTH_YEAR_MIN && value <= caracasDate(now);

/** An ISO-8601 instant with a date, a time and a zone ('2026-11-25T21:57:00.000Z', '…-04:00'). */
export const isIsoDateTime = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  isIsoDate(value.slice(0, 10)) &&
  !Number.isNaN(Date.parse(value));

/**
 * Tasks live in America/Caracas (spec 3), which has kept UTC−4 without daylight saving since 2016,
 * so a fixed offset gives the same days as the IANA zone without depending on ICU data.
 */
export const CARACAS_OFFSET_MS = -4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Caracas, 'YYYY-MM-DD'. */
export const caracasDate = (instant: Date): string => new Date(instant.getTime() + CARACAS_OFFSET_MS).toISOString().slice(0, 10);

/** 00:00 in Caracas of the day containing `instant`, as a UTC instant. */
export const startOfCaracasDay = (instant: Date): Date => {
  const local = instant.getTime() + CARACAS_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - CARACAS_OFFSET_MS);
};

/** The default task window: today 00:00 to today + 30 days 23:59:59.999, Caracas time. */
export const defaultTaskWindow = (now: Date = new Date()): { readonly startDate: Date; readonly endDate: Date } => {
  const startDate = startOfCaracasDay(now);
  return { startDate, endDate: new Date(startDate.getTime() + (TASK_WINDOW_DAYS + 1) * DAY_MS - 1) };
};

/** A due date is acceptable from today 00:00 (Caracas) on. */
export const isNotBeforeToday = (value: string, now: Date = new Date()): boolean =>
  Date.parse(value) >= startOfCaracasDay(now).getTime();
