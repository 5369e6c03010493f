import { detailsToolTexts, type DetailsToolKind } from '../../i18n/editor-tools.ts';
import { formatNumber, parseNumber } from '../../schema/numbers.ts';
import { DRAFT_LIMITS } from '../../schema/property-draft.ts';
import type { DetailValueKind } from '../../schema/property-reference.ts';

/**
 * The value of a detail, service or rule (spec 03 §4; docs/decisions.md 'Issue 10 — tools'): what
 * its input holds when switched on, what a number input keeps, and what is sent.
 */

/**
 * Switched on, a text detail holds 'Sí' and is saved at once (an agent turning 'Ascensor' or 'No
 * fumar' on expects it kept); a number service or rule holds 1; a number detail (m², year) waits
 * for the agent's value.
 */
export const initialDetailValue = (tool: DetailsToolKind, valueKind: DetailValueKind): string => {
  if (valueKind === 'text') return detailsToolTexts.defaultYes;
  return tool === 'details' ? '' : '1';
};

/** The server's number rule: up to 12 digits and 4 decimals. */
const NUMBER_DECIMALS = 4;
/** The longest number text kept: '999.999.999.999,9999'. */
const NUMBER_INPUT_MAX = 20;
/** Quantities follow the Spanish norm: four-digit numbers ungrouped (a year reads '2015', not '2.015'). */
const NUMBER_FORMAT = { maxDecimals: NUMBER_DECIMALS, groupFrom: 5 } as const;

/**
 * A number input keeps digits, '.' and ',' as typed (read the way people mean them when sent:
 * '1.200,5', '1,200.5' and '1200,5' are all 1200.5; src/schema/numbers.ts), at most 20 characters.
 */
export const typedDetailNumber = (raw: string): string => raw.replace(/[^\d.,]/g, '').slice(0, NUMBER_INPUT_MAX);

/** A stored number ('1200.5', or '145,5' as older values were kept) as the input shows it: '1200,5'; anything else as it is. */
export const shownDetailNumber = (stored: string): string => {
  const plain = stored.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(plain)) return stored;
  return formatNumber(Number(plain.replace(',', '.')), NUMBER_FORMAT);
};

export const shownDetailValue = (valueKind: DetailValueKind, stored: string | null): string | null =>
  stored !== null && valueKind === 'number' ? shownDetailNumber(stored) : stored;

/** What a text input keeps: at most DRAFT_LIMITS.detailValueMax characters. */
export const typedDetailText = (raw: string): string => raw.slice(0, DRAFT_LIMITS.detailValueMax);

export const typedDetailValue = (valueKind: DetailValueKind, raw: string): string =>
  valueKind === 'number' ? typedDetailNumber(raw) : typedDetailText(raw);

/**
 * Sent trimmed; a number as the server stores it: digits and a '.' before at most 4 decimals
 * ('1.200,5' → '1200.5', '12.' → '12'). Text that is no number goes as typed (the server refuses it
 * and the row's error toast says so).
 */
export const sentDetailValue = (valueKind: DetailValueKind, value: string): string => {
  const trimmed = value.trim();
  if (valueKind !== 'number') return trimmed;
  const number = parseNumber(trimmed);
  if (number === null || number < 0) return trimmed;
  const rounded = Math.round(number * 10 ** NUMBER_DECIMALS) / 10 ** NUMBER_DECIMALS;
  return rounded.toFixed(NUMBER_DECIMALS).replace(/\.?0+$/, '');
};
