import { propertyValidation as messages } from '../../i18n/editor-tools.ts';
import { DRAFT_LIMITS, type DraftBasicBody, type OperationType, type PropertyDraft } from '../../schema/property-draft.ts';
import { formatNumber, parseNumber } from '../../schema/numbers.ts';
import { richTextLength } from '../../schema/rich-text.ts';
import { hasErrors, type FieldError, type FormErrors } from './access-forms.ts';

/**
 * The 'Propiedad' tool's form (spec 03 §5 'Editor basic info'; DECISIONS.md for the description):
 * the price input's rules, each field's first failing rule, and the PUT /property-drafts/{id} body.
 * Pure, so the machine's guards and the unit tests share them.
 */

export interface PropertyValues {
  readonly propertyTypeId: string | null;
  readonly operationType: OperationType;
  /** As the input shows it: '1.250.000,50' (or as typed, until blur). */
  readonly price: string;
  readonly code: string;
  /** The editor's HTML. */
  readonly description: string;
}

export type PropertyField = 'propertyType' | 'price' | 'code' | 'description';
export type PropertyErrors = FormErrors<PropertyField>;

export const noPropertyErrors: PropertyErrors = { propertyType: null, price: null, code: null, description: null };

// ---------------------------------------------------------------------------------------------
// The price input (spec 03 §5, issue 21 §6): digits and separators as typed, read the es-VE way or the
// en-US way ('185.000', '1.200,50', '1,200.50': src/schema/numbers.ts), shown back es-VE with two
// decimals on blur ('185.000,00'), sent as an integer without separators.

/** The longest text the input keeps: '1.000.000.000,00' (the server's bound, two decimals). */
export const PRICE_INPUT_MAX = 16;
const PRICE_FORMAT = { minDecimals: 2, maxDecimals: 2 } as const;

/**
 * What the input holds after a keystroke or a paste: digits, '.' and ',' as typed (their meaning is
 * read on blur), a leading '-' (so a negative price is refused by name, not silently turned
 * positive); '$', spaces and anything else are dropped; at most PRICE_INPUT_MAX characters.
 */
export const typedPrice = (raw: string): string => {
  const trimmed = raw.trim();
  const sign = trimmed.startsWith('-') ? '-' : '';
  return `${sign}${trimmed.replace(/[^\d.,]/g, '')}`.slice(0, PRICE_INPUT_MAX);
};

/** The number the input holds, or NaN when it holds none ('', '.', '1.2.3'). */
export const priceNumber = (shown: string): number => parseNumber(shown) ?? Number.NaN;

/** On blur: es-VE with two decimals ('185.000' → '185.000,00', '1,200.5' → '1.200,50'); an empty or unreadable input stays as it is. */
export const blurredPrice = (shown: string): string => {
  const value = priceNumber(shown);
  return Number.isNaN(value) ? shown : formatNumber(value, PRICE_FORMAT);
};

/** A stored price as the input shows it: 1250000 → '1.250.000,00'. */
export const shownPrice = (price: number | null): string => (price === null ? '' : formatNumber(price, PRICE_FORMAT));

/** What is sent: the integer (cents rounded, docs/decisions.md), no separators. */
export const sentPrice = (shown: string): number => Math.round(priceNumber(shown));

export const validatePrice = (shown: string): FieldError => {
  if (shown.trim() === '') return messages.priceRequired;
  const value = priceNumber(shown);
  if (Number.isNaN(value)) return messages.priceNotNumber;
  const sent = Math.round(value);
  if (sent <= 0) return messages.priceNotPositive;
  return sent > DRAFT_LIMITS.priceMax ? messages.priceTooHigh : null;
};

// ---------------------------------------------------------------------------------------------
// The other fields.

export const validatePropertyType = (propertyTypeId: string | null): FieldError =>
  propertyTypeId === null ? messages.propertyTypeRequired : null;

/** Optional; when given, at least 3 characters (the input stops at DRAFT_LIMITS.codeMax). */
export const validateCode = (code: string): FieldError => {
  const length = code.trim().length;
  return length > 0 && length < DRAFT_LIMITS.codeMin ? messages.codeMin : null;
};

/** DECISIONS.md: 15 to 6000 characters of text, the formatting not counted. */
export const validateDescription = (html: string): FieldError => {
  const length = richTextLength(html);
  if (length < DRAFT_LIMITS.descriptionMin) return messages.descriptionRequired;
  return length > DRAFT_LIMITS.descriptionMax ? messages.descriptionMax : null;
};

export const validateProperty = (values: PropertyValues): PropertyErrors => ({
  propertyType: validatePropertyType(values.propertyTypeId),
  price: validatePrice(values.price),
  code: validateCode(values.code),
  description: validateDescription(values.description),
});

export const isValidProperty = (values: PropertyValues): boolean => !hasErrors(validateProperty(values));

/** The form's starting point: the draft as saved; a new draft is offered for sale. */
export const propertyValues = (draft: Pick<PropertyDraft, 'propertyTypeId' | 'operationType' | 'price' | 'code' | 'description'>): PropertyValues => ({
  propertyTypeId: draft.propertyTypeId,
  operationType: draft.operationType ?? 2,
  price: shownPrice(draft.price),
  code: draft.code ?? '',
  description: draft.description ?? '',
});

/** Only called on a valid form: the code null when empty, the description stored (DECISIONS.md). */
export const propertyBody = (values: PropertyValues): DraftBasicBody => {
  const code = values.code.trim();
  return {
    propertyType: values.propertyTypeId ?? '',
    operationType: values.operationType,
    price: sentPrice(values.price),
    code: code === '' ? null : code,
    description: values.description,
  };
};

/**
 * Where the caret goes once a keystroke was filtered: after as many kept characters (digits, '.',
 * ',', '-') as stood before it in what was typed (a refused letter leaves the caret where it was).
 */
export const caretAfterFormat = (typed: string, caret: number, formatted: string): number => {
  let wanted = typed.slice(0, caret).replace(/[^\d.,-]/g, '').length;
  if (wanted === 0) return 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[\d.,-]/.test(formatted.charAt(index))) wanted -= 1;
    if (wanted === 0) return index + 1;
  }
  return formatted.length;
};
