import { describe, expect, it } from 'vitest';
import { formatAge } from './format.ts';

// 2026-11-25 22:00 UTC is 18:00 in Caracas.
const NOW = new Date('2026-11-25T22:00:00.000Z');

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
