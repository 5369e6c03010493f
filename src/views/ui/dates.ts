import { caracasDate, isIsoDate, isIsoDateTime } from '../../schema/rules.ts';
import { dates } from '../../i18n/dates.ts';

/**
 * The one way the interface writes a date (issue 8): '05 de noviembre de 2026' wherever a date is
 * read as a detail (a task's panel, a customer's status line, an activity older than a week),
 * '05 nov' on compact cards (task cards, the dashboard's pending tasks), 'Hace N …' for recent
 * activity (spec 02 §9). Every date is the calendar day in America/Caracas, whatever the
 * device's own zone: Caracas keeps UTC−4 all year, the server's rule too (src/schema/rules.ts),
 * so the day is computed from that offset and the words come from src/i18n/dates.ts; no Intl, so the
 * text is the same in every browser and in Node.
 *
 * A value is either an instant ('2026-11-05T15:00:00.000Z') or a calendar day ('2026-11-05', a
 * birth date or the task form's choice), which is taken as it is. Anything else is returned
 * unchanged rather than throwing in the middle of a render.
 */

export interface CalendarParts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

/** 'YYYY-MM-DD' of a calendar day or of an instant's day in Caracas; null when it is neither. */
export const calendarDayOf = (value: string): string | null => {
  if (isIsoDate(value)) return value;
  return isIsoDateTime(value) ? caracasDate(new Date(value)) : null;
};

export const partsOf = (day: string): CalendarParts => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  day: Number(day.slice(8, 10)),
});

const twoDigits = (value: number): string => String(value).padStart(2, '0');

const monthName = (month: number): string => dates.months[month - 1] ?? '';

/** '05 de noviembre de 2026': details. */
export const formatDate = (value: string): string => {
  const day = calendarDayOf(value);
  if (day === null) return value;
  const parts = partsOf(day);
  return dates.long(twoDigits(parts.day), monthName(parts.month), parts.year);
};

/** '05 nov': compact cards; a date in another year than today's (Caracas) adds it, '05 ene 2027'. */
export const formatShortDate = (value: string, now: Date = new Date()): string => {
  const day = calendarDayOf(value);
  if (day === null) return value;
  const parts = partsOf(day);
  const short = `${twoDigits(parts.day)} ${dates.monthsShort[parts.month - 1] ?? ''}`;
  return parts.year === partsOf(caracasDate(now)).year ? short : `${short} ${parts.year}`;
};

/** 'noviembre de 2026' */
export const formatMonthYear = (year: number, month: number): string => dates.monthYear(monthName(month), year);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_LIMIT = 7 * DAY;

const units = [
  { size: DAY, names: dates.relative.units.day },
  { size: HOUR, names: dates.relative.units.hour },
  { size: MINUTE, names: dates.relative.units.minute },
  { size: SECOND, names: dates.relative.units.second },
] as const;

/**
 * 'Hace N segundos/minutos/horas/días' for anything up to 7 days old, then the detail date (spec
 * 02 §9). A time slightly in the future (clock skew) reads as 'Hace 0 segundos'.
 */
export const formatRelativeTime = (iso: string, now: Date = new Date()): string => {
  if (!isIsoDateTime(iso)) return iso;
  const time = Date.parse(iso);
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed > RELATIVE_LIMIT) return formatDate(iso);
  for (const unit of units) {
    const count = Math.floor(elapsed / unit.size);
    if (count >= 1) return dates.relative.ago(count, count === 1 ? unit.names[0] : unit.names[1]);
  }
  return dates.relative.ago(0, dates.relative.units.second[1]);
};
