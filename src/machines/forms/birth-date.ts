import { BIRTH_YEAR_MIN, isIsoDate } from '../../schema/rules.ts';

/**
 * The birth-date selectors (spec 02 §2.2): day, month and year, years from 1930 to the current
 * year, and no month or day beyond today. `today` is a 'YYYY-MM-DD' calendar day handed in by the
 * caller, so these stay pure.
 */

export interface BirthDateParts {
  readonly day: number | null;
  readonly month: number | null;
  readonly year: number | null;
}

export type BirthDatePart = keyof BirthDateParts;

export const emptyBirthDate: BirthDateParts = { day: null, month: null, year: null };

interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const calendarDay = (iso: string): CalendarDay => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Without a year February offers the 29th; without a month every day up to 31. */
export const daysInMonth = (year: number | null, month: number | null): number => {
  if (month === null) return 31;
  if (month === 2) return year === null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

/** Newest first, as a birth-year select reads. */
export const yearOptions = (today: string): number[] => range(BIRTH_YEAR_MIN, calendarDay(today).year).reverse();

export const monthOptions = (year: number | null, today: string): number[] => {
  const now = calendarDay(today);
  return range(1, year === now.year ? now.month : 12);
};

export const dayOptions = (year: number | null, month: number | null, today: string): number[] => {
  const now = calendarDay(today);
  const last = daysInMonth(year, month);
  return range(1, year === now.year && month === now.month ? Math.min(last, now.day) : last);
};

/**
 * After one selector changed: a month or day the others no longer allow is dropped (31 after
 * choosing February, a future month after choosing the current year).
 */
export const withBirthDatePart = (
  parts: BirthDateParts,
  part: BirthDatePart,
  value: number | null,
  today: string,
): BirthDateParts => {
  const next = { ...parts, [part]: value };
  const month = next.month !== null && monthOptions(next.year, today).includes(next.month) ? next.month : null;
  const day = next.day !== null && dayOptions(next.year, month, today).includes(next.day) ? next.day : null;
  return { year: next.year, month, day };
};

export type BirthDateState = 'empty' | 'partial' | 'complete';

export const birthDateState = (parts: BirthDateParts): BirthDateState => {
  const chosen = [parts.day, parts.month, parts.year].filter((value) => value !== null).length;
  return chosen === 0 ? 'empty' : chosen === 3 ? 'complete' : 'partial';
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' when all three are chosen, else null. */
export const isoBirthDate = (parts: BirthDateParts): string | null =>
  parts.year === null || parts.month === null || parts.day === null
    ? null
    : `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;

/** A real day from 1930 to today. */
export const isAllowedBirthDate = (iso: string, today: string): boolean =>
  isIsoDate(iso) && Number(iso.slice(0, 4)) >= BIRTH_YEAR_MIN && iso <= today;

/** The selectors of a stored birth date ('YYYY-MM-DD' or null). */
export const birthDateParts = (iso: string | null): BirthDateParts => {
  if (iso === null || !isIsoDate(iso)) return emptyBirthDate;
  const { year, month, day } = calendarDay(iso);
  return { year, month, day };
};
