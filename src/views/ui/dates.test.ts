import { afterEach, describe, expect, it } from 'vitest';
import { calendarDayOf, formatDate, formatMonthYear, formatRelativeTime, formatShortDate } from './dates.ts';

// 2026-11-25 22:00 UTC is 18:00 in Caracas.
const NOW = new Date('2026-11-25T22:00:00.000Z');
const ago = (milliseconds: number): string => new Date(NOW.getTime() - milliseconds).toISOString();

/** Dates are Caracas days whatever the device's zone: the tests run under other zones too. */
const ZONES = ['America/Caracas', 'UTC', 'Asia/Tokyo', 'Pacific/Honolulu'] as const;
const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe.each(ZONES)('in a device set to %s', (zone) => {
  it('writes details as DD de MMMM de YYYY', () => {
    process.env.TZ = zone;
    expect(formatDate('2026-11-27T04:00:00.000Z')).toBe('27 de noviembre de 2026');
    expect(formatDate('2026-11-05T15:00:00.000Z')).toBe('05 de noviembre de 2026');
    expect(formatDate('2025-12-24T18:00:00.000Z')).toBe('24 de diciembre de 2025');
  });

  it('writes compact cards as DD MMM', () => {
    process.env.TZ = zone;
    expect(formatShortDate('2026-11-27T04:00:00.000Z', NOW)).toBe('27 nov');
    expect(formatShortDate('2026-09-01T12:00:00.000Z', NOW)).toBe('01 sept');
  });

  it('takes the day in Caracas, four hours behind UTC', () => {
    process.env.TZ = zone;
    expect(formatDate('2026-03-01T03:59:00.000Z')).toBe('28 de febrero de 2026');
    expect(formatDate('2026-03-01T04:00:00.000Z')).toBe('01 de marzo de 2026');
    // A task due on the 27th is stored as 00:00 Caracas = 04:00 UTC.
    expect(formatShortDate('2026-11-27T04:00:00.000Z', NOW)).toBe('27 nov');
    expect(formatShortDate('2026-11-27T03:59:59.999Z', NOW)).toBe('26 nov');
  });
});

describe('formatDate', () => {
  it('takes a calendar day as it is', () => {
    expect(formatDate('2026-01-31')).toBe('31 de enero de 2026');
    expect(formatDate('1990-07-04')).toBe('04 de julio de 1990');
  });

  it('returns what it cannot read unchanged instead of throwing', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('pronto')).toBe('pronto');
  });

  it('names every month in Spanish, lower case', () => {
    const months = Array.from({ length: 12 }, (_, index) => formatDate(`2026-${String(index + 1).padStart(2, '0')}-15`));
    expect(months.map((text) => text.split(' de ')[1])).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });
});

describe('formatShortDate', () => {
  it('adds the year only when it is not the current one in Caracas', () => {
    expect(formatShortDate('2027-01-05T04:00:00.000Z', NOW)).toBe('05 ene 2027');
    expect(formatShortDate('2025-12-30T04:00:00.000Z', NOW)).toBe('30 dic 2025');
    // 31 Dec 2026 23:00 in Caracas is already 2027 in UTC: still this year.
    expect(formatShortDate('2026-12-31T12:00:00.000Z', new Date('2027-01-01T03:00:00.000Z'))).toBe('31 dic');
  });
});

describe('formatMonthYear', () => {
  it('heads the calendar', () => {
    expect(formatMonthYear(2026, 11)).toBe('noviembre de 2026');
  });
});

describe('calendarDayOf', () => {
  it('gives the Caracas day of an instant and keeps a day', () => {
    expect(calendarDayOf('2026-11-26T03:59:59.000Z')).toBe('2026-11-25');
    expect(calendarDayOf('2026-11-26')).toBe('2026-11-26');
    expect(calendarDayOf('2026-02-30')).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  it('counts seconds, minutes, hours and days', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('Hace 0 segundos');
    expect(formatRelativeTime(ago(1_000), NOW)).toBe('Hace 1 segundo');
    expect(formatRelativeTime(ago(45_000), NOW)).toBe('Hace 45 segundos');
    expect(formatRelativeTime(ago(60_000), NOW)).toBe('Hace 1 minuto');
    expect(formatRelativeTime(ago(59 * 60_000), NOW)).toBe('Hace 59 minutos');
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW)).toBe('Hace 3 horas');
    expect(formatRelativeTime(ago(24 * 3_600_000), NOW)).toBe('Hace 1 día');
    expect(formatRelativeTime(ago(7 * 24 * 3_600_000), NOW)).toBe('Hace 7 días');
  });

  it('gives the detail date after seven days', () => {
    expect(formatRelativeTime(ago(7 * 24 * 3_600_000 + 1_000), NOW)).toBe('18 de noviembre de 2026');
  });

  it('reads a time slightly in the future as just now', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5_000).toISOString(), NOW)).toBe('Hace 0 segundos');
  });
});
