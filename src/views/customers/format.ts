import { caracasDate } from '../../schema/rules.ts';
import { partsOf } from '../ui/dates.ts';

/**
 * Ages from a birth date (spec 02 §2.3), counted on today's calendar day in America/Caracas. Dates
 * themselves are written by src/views/ui/dates.ts, the one date format of the app. `now` is a
 * parameter so the views and the tests share one clock.
 */

/**
 * Age from a 'YYYY-MM-DD' birth date (spec 02 §2.3): '34 años', or '5 meses' under a year
 * ('1 año', '1 mes' in the singular). Null without a usable date.
 */
export const formatAge = (birthDate: string | null, now: Date = new Date()): string | null => {
  const match = birthDate === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (match === null) return null;
  const [birthYear, birthMonth, birthDay] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const { year, month, day } = partsOf(caracasDate(now));
  const months = (year - birthYear) * 12 + (month - birthMonth) - (day < birthDay ? 1 : 0);
  if (months < 0) return null;
  if (months < 12) return `${months} ${months === 1 ? 'mes' : 'meses'}`;
  const years = Math.floor(months / 12);
  return `${years} ${years === 1 ? 'año' : 'años'}`;
};
