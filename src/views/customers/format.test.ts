import { describe, expect, it } from 'vitest';
import { formatAge, formatDayMonth, formatFullDate, formatRelativeTime } from './format.ts';

// 2026-11-25 22:00 UTC is 18:00 in Caracas.
const NOW = new Date('2026-11-25T22:00:00.000Z');
const ago = (milliseconds: number): string => new Date(NOW.getTime() - milliseconds).toISOString();

describe('formatDayMonth', () => {
  it('writes the Caracas day and the Spanish month', () => {
    expect(formatDayMonth('2026-11-05T15:00:00.000Z')).toBe('05 de noviembre');
    expect(formatDayMonth('2026-01-31T12:00:00.000Z')).toBe('31 de enero');
  });

  it('uses the Caracas day, four hours behind UTC', () => {
    expect(formatDayMonth('2026-03-01T03:59:00.000Z')).toBe('28 de febrero');
    expect(formatDayMonth('2026-03-01T04:00:00.000Z')).toBe('01 de marzo');
  });
});

describe('formatFullDate', () => {
  it('adds the year', () => {
    expect(formatFullDate('2025-12-24T18:00:00.000Z')).toBe('24 de diciembre de 2025');
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

  it('gives the full date after seven days', () => {
    expect(formatRelativeTime(ago(7 * 24 * 3_600_000 + 1_000), NOW)).toBe('18 de noviembre de 2026');
  });

  it('reads a time slightly in the future as just now', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5_000).toISOString(), NOW)).toBe('Hace 0 segundos');
  });
});

describe('formatAge', () => {
  it('counts whole years once the birthday has passed in Caracas', () => {
    expect(formatAge('1990-11-25', NOW)).toBe('36 años');
    expect(formatAge('1990-11-26', NOW)).toBe('35 años');
    expect(formatAge('2025-11-25', NOW)).toBe('1 año');
  });

  it('counts months under a year', () => {
    expect(formatAge('2026-06-10', NOW)).toBe('5 meses');
    expect(formatAge('2026-10-25', NOW)).toBe('1 mes');
    expect(formatAge('2026-11-20', NOW)).toBe('0 meses');
  });

  it('uses the Caracas date near midnight UTC', () => {
    // 02:00 UTC on the 26th is still the 25th in Caracas.
    expect(formatAge('1990-11-26', new Date('2026-11-26T02:00:00.000Z'))).toBe('35 años');
  });

  it('gives null without a usable date', () => {
    expect(formatAge(null, NOW)).toBeNull();
    expect(formatAge('25/11/1990', NOW)).toBeNull();
    expect(formatAge('2027-01-01', NOW)).toBeNull();
  });
});
