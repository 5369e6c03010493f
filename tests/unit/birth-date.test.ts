import { describe, expect, it } from 'vitest';
import {
  birthDateParts,
  birthDateState,
  dayOptions,
  daysInMonth,
  isAllowedBirthDate,
  isoBirthDate,
  monthOptions,
  withBirthDatePart,
  yearOptions,
} from '../../src/machines/forms/birth-date.ts';

const TODAY = '2026-11-25';

describe('birth-date selectors', () => {
  it('offers the years from the current one down to 1930', () => {
    const years = yearOptions(TODAY);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1930);
    expect(years).toHaveLength(97);
  });

  it('offers no month beyond today in the current year', () => {
    expect(monthOptions(2026, TODAY)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(monthOptions(2025, TODAY)).toHaveLength(12);
    expect(monthOptions(null, TODAY)).toHaveLength(12);
  });

  it('offers the days of the month, none beyond today', () => {
    expect(dayOptions(2026, 11, TODAY)).toHaveLength(25);
    expect(dayOptions(2026, 10, TODAY)).toHaveLength(31);
    expect(dayOptions(2024, 2, TODAY)).toHaveLength(29);
    expect(dayOptions(2023, 2, TODAY)).toHaveLength(28);
    expect(dayOptions(2025, 4, TODAY)).toHaveLength(30);
    expect(dayOptions(null, null, TODAY)).toHaveLength(31);
  });

  it.each([
    [null, 2, 29],
    [1900, 2, 28],
    [2000, 2, 29],
    [2023, 9, 30],
    [2023, null, 31],
  ] as const)('daysInMonth(%s, %s) = %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('drops a day or month the other selectors no longer allow', () => {
    expect(withBirthDatePart({ year: 2023, month: 1, day: 31 }, 'month', 2, TODAY)).toEqual({ year: 2023, month: 2, day: null });
    expect(withBirthDatePart({ year: 2025, month: 12, day: 24 }, 'year', 2026, TODAY)).toEqual({ year: 2026, month: null, day: 24 });
    expect(withBirthDatePart({ year: 2025, month: 11, day: 30 }, 'year', 2026, TODAY)).toEqual({ year: 2026, month: 11, day: null });
    expect(withBirthDatePart({ year: 1990, month: 5, day: 7 }, 'day', 8, TODAY)).toEqual({ year: 1990, month: 5, day: 8 });
  });

  it('turns complete selectors into YYYY-MM-DD and back', () => {
    expect(isoBirthDate({ year: 1990, month: 5, day: 7 })).toBe('1990-05-07');
    expect(isoBirthDate({ year: 1990, month: null, day: 7 })).toBeNull();
    expect(birthDateParts('1990-05-07')).toEqual({ year: 1990, month: 5, day: 7 });
    expect(birthDateParts(null)).toEqual({ year: null, month: null, day: null });
    expect(birthDateParts('1990-02-30')).toEqual({ year: null, month: null, day: null });
  });

  it('tells empty, partial and complete selectors apart', () => {
    expect(birthDateState({ year: null, month: null, day: null })).toBe('empty');
    expect(birthDateState({ year: 1990, month: null, day: null })).toBe('partial');
    expect(birthDateState({ year: 1990, month: 1, day: 1 })).toBe('complete');
  });

  it.each([
    ['1930-01-01', true],
    ['1929-12-31', false],
    [TODAY, true],
    ['2026-11-26', false],
    ['2023-02-29', false],
  ])('allows %s as a birth date: %s', (iso, allowed) => {
    expect(isAllowedBirthDate(iso, TODAY)).toBe(allowed);
  });
});
