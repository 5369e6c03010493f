/**
 * Numbers as Venezuelans type them (issue 21 §6; docs/decisions.md 'Issue 21 — Venezuelan formats'):
 * es-VE groups thousands with '.' and writes decimals after ','; many also type the en-US way. One
 * reader for every amount the agent types (price, areas, the lists' price filters), one writer for
 * showing a number back the es-VE way. Pure, shared by the SPA's forms and views.
 *
 * How a text is read:
 * - spaces (also no-break ones) and '$' are ignored; an empty text is `empty`;
 * - a leading '-' makes the number negative (each field then says what it allows);
 * - '.' and ',' both present: the LAST of them is the decimal mark and appears once, the other one
 *   groups thousands ('1.200,50' and '1,200.50' → 1200.5; '1.234.567,89' → 1234567.89);
 * - one kind of mark, several times: it groups thousands ('1.234.567', '1,234,567');
 * - one mark, once: it groups thousands when exactly three digits follow it and one to three digits
 *   (not starting with 0) stand before it ('185.000' → 185000, '1,200' → 1200); otherwise it is the
 *   decimal mark ('1.2' → 1.2, '12.5', '185,5', '0,75', '0.750' → 0.75, ',5' → 0.5, '12,' → 12);
 * - grouping must be regular: a first group of 1 to 3 digits, then groups of exactly 3 ('12.00,5'
 *   and '1.2.3' are not numbers); anything else (letters, two signs) is `invalid`.
 */

export type ReadNumber =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'number'; readonly value: number };

const EMPTY: ReadNumber = { kind: 'empty' };
const INVALID: ReadNumber = { kind: 'invalid' };

/** A first group of 1–3 digits (not a lone leading 0 before more), then groups of exactly 3. */
const GROUPED = /^[1-9]\d{0,2}(?:\d{3})*$/;

const isGrouped = (groups: readonly string[]): boolean =>
  groups.length > 0 && /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));

const number = (integer: string, decimals: string): ReadNumber => {
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(decimals) || (integer === '' && decimals === '')) return INVALID;
  return { kind: 'number', value: Number(`${integer === '' ? '0' : integer}.${decimals === '' ? '0' : decimals}`) };
};

const unsigned = (text: string): ReadNumber => {
  if (!/^[\d.,]+$/.test(text)) return INVALID;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    const decimalMark = lastDot > lastComma ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const integerPart = text.slice(0, at);
    const decimals = text.slice(at + 1);
    if (integerPart.includes(decimalMark)) return INVALID;
    const groups = integerPart.split(decimalMark === '.' ? ',' : '.');
    return isGrouped(groups) ? number(groups.join(''), decimals) : INVALID;
  }
  const mark = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : null;
  if (mark === null) return number(text, '');
  const parts = text.split(mark);
  if (parts.length > 2) return isGrouped(parts) ? number(parts.join(''), '') : INVALID;
  const [before = '', after = ''] = parts;
  if (after.length === 3 && GROUPED.test(before) && before.length <= 3) return number(`${before}${after}`, '');
  return number(before, after);
};

/** Reads a typed number the way people mean it (see above). */
export const readNumber = (text: string): ReadNumber => {
  const plain = text.replace(/[\s\u00a0\u202f$]/g, '');
  if (plain === '') return EMPTY;
  if (plain.startsWith('-')) {
    const read = unsigned(plain.slice(1));
    return read.kind === 'number' ? { kind: 'number', value: -read.value } : INVALID;
  }
  return unsigned(plain);
};

/** The number, or null when the text holds none (empty or not a number). */
export const parseNumber = (text: string): number | null => {
  const read = readNumber(text);
  return read.kind === 'number' ? read.value : null;
};

export interface NumberFormat {
  /** Decimals always shown (price: 2); default 0. */
  readonly minDecimals?: number;
  /** Decimals at most (rounded); default max(minDecimals, 4). */
  readonly maxDecimals?: number;
  /**
   * Digits from which the integer part is grouped: 4 (default) groups '1.200'; 5 follows the
   * Spanish norm of leaving four-digit numbers ungrouped ('2015', '1200', '12.500'), for quantities
   * such as a year or an area.
   */
  readonly groupFrom?: 4 | 5;
}

/** es-VE: '.' between thousands, ',' before the decimals (1200.5 → '1.200,5'; with 2 decimals '1.200,50'). */
export const formatNumber = (value: number, format: NumberFormat = {}): string => {
  const minDecimals = format.minDecimals ?? 0;
  const maxDecimals = Math.max(format.maxDecimals ?? Math.max(minDecimals, 4), minDecimals);
  const fixed = Math.abs(value).toFixed(maxDecimals);
  const [integer = '0', rawDecimals = ''] = fixed.split('.');
  let decimals = rawDecimals;
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.length >= (format.groupFrom ?? 4) ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : integer;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${decimals === '' ? '' : `,${decimals}`}`;
};

/** Count of decimals a number carries when written plainly (1200.5 → 1). */
export const decimalPlaces = (value: number): number => {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 || text.includes('e') ? 0 : text.length - dot - 1;
};
