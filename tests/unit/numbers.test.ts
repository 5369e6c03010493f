import { describe, expect, it } from 'vitest';
import { formatNumber, parseNumber, readNumber } from '../../src/schema/numbers.ts';

describe('reading numbers as Venezuelans type them (issue 21 §6)', () => {
  it.each([
    ['185.000', 185000],
    ['185000', 185000],
    ['1.200,50', 1200.5],
    ['1,200.50', 1200.5],
    ['185,5', 185.5],
    ['0,75', 0.75],
    ['0.75', 0.75],
    ['1.2', 1.2],
    ['1.200', 1200],
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['1.234.567,89', 1234567.89],
    ['1,234,567.89', 1234567.89],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['1,200', 1200],
    ['185,000', 185000],
    ['1234,567', 1234.567],
    ['1234.567', 1234.567],
    ['0.750', 0.75],
    ['0,750', 0.75],
    [',5', 0.5],
    ['.5', 0.5],
    ['12,', 12],
    ['12.', 12],
    ['$185.000', 185000],
    ['$ 185.000', 185000],
    ['  185 000 ', 185000],
    ['1\u00a0200,50', 1200.5],
    ['007', 7],
    ['0', 0],
    ['-185.000', -185000],
    ['- 12,5', -12.5],
  ])('%j → %d', (typed, value) => {
    expect(readNumber(typed)).toEqual({ kind: 'number', value });
    expect(parseNumber(typed)).toBe(value);
  });

  it.each(['', '   ', '$', ' $ '])('%j is empty', (typed) => {
    expect(readNumber(typed)).toEqual({ kind: 'empty' });
    expect(parseNumber(typed)).toBeNull();
  });

  it.each(['abc', '12a', '1.2.3', '1,2,3', '12.00,5', '1.200.50,5,5', '1,200,50.5.5', '1.200,50.5', '.', ',', '--5', '5-', '1e6', '0.200.000', '+5', '1,23.4'])(
    '%j is not a number',
    (typed) => {
      expect(readNumber(typed)).toEqual({ kind: 'invalid' });
      expect(parseNumber(typed)).toBeNull();
    },
  );
});

describe('showing numbers back the es-VE way', () => {
  it.each([
    [185000, {}, '185.000'],
    [1200.5, {}, '1.200,5'],
    [1200.5, { minDecimals: 2 }, '1.200,50'],
    [185000, { minDecimals: 2 }, '185.000,00'],
    [1234567.891, { minDecimals: 2, maxDecimals: 2 }, '1.234.567,89'],
    [0.75, {}, '0,75'],
    [1.2, { minDecimals: 2 }, '1,20'],
    [999, {}, '999'],
    [1000000000, { minDecimals: 2 }, '1.000.000.000,00'],
    [2015, { groupFrom: 5 }, '2015'],
    [1200.5, { groupFrom: 5 }, '1200,5'],
    [12500, { groupFrom: 5 }, '12.500'],
    [3.14159, {}, '3,1416'],
    [-1200.5, {}, '-1.200,5'],
    [-0.00001, {}, '0'],
  ] as const)('%d with %j → %j', (value, format, shown) => {
    expect(formatNumber(value, format)).toBe(shown);
  });

  it('reads back what it shows', () => {
    for (const value of [185000, 1200.5, 0.75, 1234567.89, 12.5, 1.2, 999.99, 1000000000]) {
      expect(parseNumber(formatNumber(value, { minDecimals: 2 }))).toBe(value);
      expect(parseNumber(formatNumber(value))).toBe(value);
    }
  });
});
