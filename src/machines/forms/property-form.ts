import { propertyValidation as messages } from '../../i18n/editor-tools.ts';
import { DRAFT_LIMITS, type DraftBasicBody, type OperationType, type PropertyDraft } from '../../schema/property-draft.ts';
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
  /** As the input shows it: '1,250,000.50'. */
  readonly price: string;
  readonly code: string;
  /** The editor's HTML. */
  readonly description: string;
}

export type PropertyField = 'propertyType' | 'price' | 'code' | 'description';
export type PropertyErrors = FormErrors<PropertyField>;

export const noPropertyErrors: PropertyErrors = { propertyType: null, price: null, code: null, description: null };

// ---------------------------------------------------------------------------------------------
// The price input (spec 03 §5): digits and one dot, thousands separators while typing, at most two
// decimals, two decimals on blur, sent as an integer without separators.

/** Digits of the integer part beyond which nothing is kept (the server's bound has 10). */
const PRICE_INTEGER_DIGITS = 10;
const PRICE_DECIMALS = 2;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * What the input holds after a keystroke or a paste: only digits and the first dot, leading zeros
 * dropped, at most two decimals, the integer part grouped by thousands ('1234567.891' → '1,234,567.89').
 */
export const typedPrice = (raw: string): string => {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const integerRaw = dot === -1 ? kept : kept.slice(0, dot);
  const decimals = dot === -1 ? null : kept.slice(dot + 1).replace(/\./g, '').slice(0, PRICE_DECIMALS);
  const integer = integerRaw.replace(/^0+(?=\d)/, '').slice(0, PRICE_INTEGER_DIGITS);
  if (decimals === null) return groupThousands(integer);
  return `${groupThousands(integer === '' ? '0' : integer)}.${decimals}`;
};

/** The number the input holds, or NaN when it holds none ('', '.'). */
export const priceNumber = (shown: string): number => {
  const plain = shown.replace(/,/g, '');
  return /^(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
};

/** On blur: two decimals ('1,250' → '1,250.00'); an empty or unreadable input stays as it is. */
export const blurredPrice = (shown: string): string => {
  const value = priceNumber(shown);
  if (Number.isNaN(value)) return shown;
  const [integer = '0', decimals = ''] = value.toFixed(PRICE_DECIMALS).split('.');
  return `${groupThousands(integer)}.${decimals}`;
};

/** A stored price as the input shows it: 1250000 → '1,250,000.00'. */
export const shownPrice = (price: number | null): string => (price === null ? '' : blurredPrice(String(price)));

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
 * Where the caret goes once a keystroke was reformatted: after as many digits and dots as stood
 * before it in what was typed (typing inside '1,234' keeps the caret beside the typed digit).
 */
export const caretAfterFormat = (typed: string, caret: number, formatted: string): number => {
  let wanted = typed.slice(0, caret).replace(/[^\d.]/g, '').length;
  if (wanted === 0) return 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[\d.]/.test(formatted.charAt(index))) wanted -= 1;
    if (wanted === 0) return index + 1;
  }
  return formatted.length;
};
