import { isIsoDate } from '../../../schema/rules.ts';
import { dates } from '../../../i18n/dates.ts';
import { partsOf } from '../dates.ts';

/**
 * The date picker's arithmetic on calendar days ('YYYY-MM-DD'), pure for its unit test: weeks
 * start on Monday, months are laid out as whole weeks, and what the agent types ('27/11/2026')
 * is read day first. Days are computed in UTC, where every day has 24 hours, so the device's
 * zone never shifts one.
 */

const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
const fromTime = (time: number): string => new Date(time).toISOString().slice(0, 10);

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export const isoDay = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const addDays = (day: string, count: number): string => fromTime(toTime(day) + count * DAY_MS);

/** The same day number `count` months away, or that month's last day ('2026-01-31' + 1 → '2026-02-28'). */
export const addMonths = (day: string, count: number): string => {
  const { year, month, day: date } = partsOf(day);
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return isoDay(targetYear, targetMonth, Math.min(date, daysInMonth(targetYear, targetMonth)));
};

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: string): number => (new Date(toTime(day)).getUTCDay() + 6) % 7;

export const startOfWeek = (day: string): string => addDays(day, -weekdayIndex(day));
export const endOfWeek = (day: string): string => addDays(day, 6 - weekdayIndex(day));

/**
 * The weeks of a month, Monday first: each week has seven cells, a day of the month or null for
 * the days of the months around it.
 */
export const monthWeeks = (year: number, month: number): (string | null)[][] => {
  const first = isoDay(year, month, 1);
  const last = isoDay(year, month, daysInMonth(year, month));
  const weeks: (string | null)[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(start, index);
        return day >= first && day <= last ? day : null;
      }),
    );
  }
  return weeks;
};

/**
 * A day button's name, as it is said: 'viernes 27 de noviembre de 2026'. The day is not padded, so
 * the name contains the number the button shows (WCAG 2.5.3, label in name).
 */
export const spokenDay = (day: string): string => {
  const { year, month, day: date } = partsOf(day);
  return `${dates.weekdays[weekdayIndex(day)] ?? ''} ${dates.long(String(date), dates.months[month - 1] ?? '', year)}`;
};

/** 'dd/mm/aaaa', as the field shows a chosen day. */
export const formatTyped = (day: string): string => {
  const { year, month, day: date } = partsOf(day);
  return `${pad(date)}/${pad(month)}/${pad(year, 4)}`;
};

/**
 * A day typed by the agent, or null when it is not a whole, real date: '27/11/2026', '27-11-2026',
 * '27.11.2026', '7/3/2026', '27112026' (day first, as Venezuela writes dates) and '2026-11-27'.
 * The year has four digits, so nothing is read before the agent has finished typing it.
 */
export const parseTyped = (text: string): string | null => {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (match === null) return null;
  const day = isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return isIsoDate(day) ? day : null;
};

/** Where a key moves the focused day of the grid, or null for a key the grid does not handle. */
export const dayAfterKey = (day: string, key: string, shiftKey: boolean): string | null => {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return endOfWeek(day);
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
};
