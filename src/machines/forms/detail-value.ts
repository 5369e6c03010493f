import { detailsToolTexts, type DetailsToolKind } from '../../i18n/editor-tools.ts';
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
const NUMBER_DIGITS = 12;
const NUMBER_DECIMALS = 4;

/** A number input keeps digits and the first dot (a comma counts as one), at most 12 digits and 4 decimals. */
export const typedDetailNumber = (raw: string): string => {
  const kept = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept.slice(0, NUMBER_DIGITS);
  const decimals = kept.slice(dot + 1).replace(/\./g, '').slice(0, NUMBER_DECIMALS);
  return `${kept.slice(0, dot).slice(0, NUMBER_DIGITS) || '0'}.${decimals}`;
};

/** What a text input keeps: at most DRAFT_LIMITS.detailValueMax characters. */
export const typedDetailText = (raw: string): string => raw.slice(0, DRAFT_LIMITS.detailValueMax);

export const typedDetailValue = (valueKind: DetailValueKind, raw: string): string =>
  valueKind === 'number' ? typedDetailNumber(raw) : typedDetailText(raw);

/** Sent trimmed; a number typed with a trailing dot ('12.') is sent as its integer. */
export const sentDetailValue = (valueKind: DetailValueKind, value: string): string => {
  const trimmed = value.trim();
  return valueKind === 'number' ? trimmed.replace(/\.$/, '') : trimmed;
};
