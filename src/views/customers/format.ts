/**
 * Pure display helpers of the customers area (spec 02 §3, §9): Spanish dates 'DD de MMMM' and
 * relative times 'Hace N …' in America/Caracas, and ages from a birth date. `now` is a parameter so
 * the views and the tests share one clock.
 */

/** Caracas has kept UTC−4 without daylight saving since 2016; Intl knows the zone either way. */
export const CARACAS_TIME_ZONE = 'America/Caracas';

const dayMonth = new Intl.DateTimeFormat('es-VE', { timeZone: CARACAS_TIME_ZONE, day: '2-digit', month: 'long' });
const fullDate = new Intl.DateTimeFormat('es-VE', {
  timeZone: CARACAS_TIME_ZONE,
  day: '2-digit',
  month: 'long',
  year: 'numeric',
});
const dayMonthYearParts = (instant: Date, format: Intl.DateTimeFormat) =>
  Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value])) as Record<string, string>;

/** '05 de noviembre' (the day in Caracas). */
export const formatDayMonth = (iso: string): string => {
  const { day, month } = dayMonthYearParts(new Date(iso), dayMonth);
  return `${day} de ${month}`;
};

/** '05 de noviembre de 2026' (the day in Caracas). */
export const formatFullDate = (iso: string): string => {
  const { day, month, year } = dayMonthYearParts(new Date(iso), fullDate);
  return `${day} de ${month} de ${year}`;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_LIMIT = 7 * DAY;

const units = [
  { size: DAY, one: 'día', many: 'días' },
  { size: HOUR, one: 'hora', many: 'horas' },
  { size: MINUTE, one: 'minuto', many: 'minutos' },
  { size: SECOND, one: 'segundo', many: 'segundos' },
] as const;

/**
 * 'Hace N segundos/minutos/horas/días' for anything up to 7 days old, then the full date (spec 02 §9).
 * A time slightly in the future (clock skew) reads as 'Hace 0 segundos'.
 */
export const formatRelativeTime = (iso: string, now: Date = new Date()): string => {
  const elapsed = Math.max(0, now.getTime() - Date.parse(iso));
  if (elapsed > RELATIVE_LIMIT) return formatFullDate(iso);
  for (const unit of units) {
    const count = Math.floor(elapsed / unit.size);
    if (count >= 1) return `Hace ${count} ${count === 1 ? unit.one : unit.many}`;
  }
  return 'Hace 0 segundos';
};

/** Today's calendar date in Caracas as [year, month (1–12), day]. */
const caracasToday = (now: Date): readonly [number, number, number] => {
  const { year, month, day } = dayMonthYearParts(
    now,
    new Intl.DateTimeFormat('en-CA', { timeZone: CARACAS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return [Number(year), Number(month), Number(day)];
};

/**
 * Age from a 'YYYY-MM-DD' birth date (spec 02 §2.3): '34 años', or '5 meses' under a year
 * ('1 año', '1 mes' in the singular). Null without a usable date.
 */
export const formatAge = (birthDate: string | null, now: Date = new Date()): string | null => {
  const match = birthDate === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (match === null) return null;
  const [birthYear, birthMonth, birthDay] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [year, month, day] = caracasToday(now);
  const months = (year - birthYear) * 12 + (month - birthMonth) - (day < birthDay ? 1 : 0);
  if (months < 0) return null;
  if (months < 12) return `${months} ${months === 1 ? 'mes' : 'meses'}`;
  const years = Math.floor(months / 12);
  return `${years} ${years === 1 ? 'año' : 'años'}`;
};
