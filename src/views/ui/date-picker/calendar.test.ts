import { describe, expect, it } from 'vitest';
import { addMonths, dayAfterKey, daysInMonth, formatTyped, monthWeeks, parseTyped, spokenDay, startOfWeek, weekdayIndex } from './calendar.ts';

describe('weeks start on Monday', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // lunes
    expect(weekdayIndex('2026-11-29')).toBe(6); // domingo
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
  });

  it('lays November 2026 out from Monday 26 October to Sunday 6 December', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks).toHaveLength(6);
    // 1 November 2026 is a Sunday: the first week holds only it.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
  });

  it('fits February 2027 in four weeks when it starts on a Monday', () => {
    expect(monthWeeks(2027, 2)).toHaveLength(4);
    expect(monthWeeks(2027, 2)[0]?.[0]).toBe('2027-02-01');
  });
});

describe('month arithmetic', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('keeps the day number or takes the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('keys of the grid', () => {
  it('moves by day, week, month and year', () => {
    expect(dayAfterKey('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(dayAfterKey('2026-12-01', 'ArrowLeft', false)).toBe('2026-11-30');
    expect(dayAfterKey('2026-11-27', 'ArrowDown', false)).toBe('2026-12-04');
    expect(dayAfterKey('2026-11-27', 'ArrowUp', false)).toBe('2026-11-20');
    expect(dayAfterKey('2026-11-27', 'Home', false)).toBe('2026-11-23');
    expect(dayAfterKey('2026-11-27', 'End', false)).toBe('2026-11-29');
    expect(dayAfterKey('2026-11-27', 'PageDown', false)).toBe('2026-12-27');
    expect(dayAfterKey('2026-11-27', 'PageUp', true)).toBe('2025-11-27');
    expect(dayAfterKey('2026-11-27', 'Enter', false)).toBeNull();
  });
});

describe('typed dates', () => {
  it('reads day first, with any usual separator', () => {
    expect(parseTyped('27/11/2026')).toBe('2026-11-27');
    expect(parseTyped(' 7/3/2026 ')).toBe('2026-03-07');
    expect(parseTyped('27-11-2026')).toBe('2026-11-27');
    expect(parseTyped('27.11.2026')).toBe('2026-11-27');
    expect(parseTyped('27112026')).toBe('2026-11-27');
    expect(parseTyped('2026-11-27')).toBe('2026-11-27');
  });

  it('refuses what is not a whole real day', () => {
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('27/11/26')).toBeNull();
    expect(parseTyped('27/11/202')).toBeNull();
    expect(parseTyped('31/02/2026')).toBeNull();
    expect(parseTyped('11/27/2026')).toBeNull();
    expect(parseTyped('mañana')).toBeNull();
  });

  it('writes a chosen day back as dd/mm/aaaa', () => {
    expect(formatTyped('2026-03-07')).toBe('07/03/2026');
  });
});

describe('day names', () => {
  it('says the weekday and the unpadded day, so the name holds the number shown', () => {
    expect(spokenDay('2026-11-27')).toBe('viernes 27 de noviembre de 2026');
    expect(spokenDay('2026-11-01')).toBe('domingo 1 de noviembre de 2026');
  });
});
