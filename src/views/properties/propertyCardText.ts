import { PROPERTY_DRAFT_STATUS, type OperationType, type PropertyDraftStatus } from '../../schema/property-draft.ts';
import { propertyCardTexts as texts } from '../../i18n/properties.ts';

/**
 * What a property card shows (spec 03 §2), as pure text: a new draft has most fields still empty,
 * and each empty one reads as a deliberate 'not yet' ('Sin dirección', 'Precio sin definir'),
 * never as 'null' or 'NaN'.
 */

/** The fields a card reads: a draft summary has them, and so will a published property. */
export interface PropertyCardData {
  readonly title: string | null;
  readonly propertyType: string | null;
  readonly operationType: OperationType | null;
  readonly price: number | null;
  readonly size: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly thumbnail: string | null;
  readonly address: { readonly location: string | null; readonly countryState: string | null } | null;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const SIZE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const finite = (value: number | null): value is number => value !== null && Number.isFinite(value);

/** The title, or `untitled` ('Borrador sin título' on the drafts list) while there is none. */
export const titleText = (card: PropertyCardData, untitled: string = texts.untitled): string =>
  present(card.title) ? card.title.trim() : untitled;

export const typeText = (card: PropertyCardData): string => (present(card.propertyType) ? card.propertyType : texts.noType);

/** Spec 03 §9: USD in the en-US format ('$120,000'); the contract's prices are whole dollars. */
export const priceText = (price: number | null): string => (finite(price) && price > 0 ? USD.format(price) : texts.noPrice);

export const operationText = (operation: OperationType | null): string =>
  operation === null ? texts.noOperation : texts.operation[operation];

/** 'Chacao, Miranda': the locality and its state; 'Sin dirección' when the draft has neither. */
export const locationText = (card: PropertyCardData): string => {
  const parts = [card.address?.location, card.address?.countryState].filter(present);
  return parts.length === 0 ? texts.noAddress : parts.join(', ');
};

/**
 * '3 Cuartos', '1 Baño': a draft without bedroom or bathroom environments has none of them, so an
 * empty count reads 0 (plural, as Spanish counts zero).
 */
const countText = (count: number | null, label: (count: number) => string): string => {
  const value = finite(count) && count > 0 ? Math.trunc(count) : 0;
  return `${value} ${label(value)}`;
};

export const bedroomsText = (card: PropertyCardData): string => countText(card.bedrooms, texts.bedrooms);
export const bathroomsText = (card: PropertyCardData): string => countText(card.bathrooms, texts.bathrooms);

/** '120 mt2' (spec 03 §9: mt2 in lists); 'Sin medidas' until the size is given. */
export const sizeText = (size: number | null): string =>
  finite(size) && size > 0 ? `${SIZE.format(size)} ${texts.sizeUnit}` : texts.noSize;

export type CardBadge = 'pending' | 'publishing' | 'published';

/**
 * The draft card's badge: 'Editar borrador' while Pending, 'Publicando' while Publishing, and
 * 'Publicado' once published — from the draft's status, or from the live PROPERTY_DRAFT_PUBLISHED
 * message before the list reloads (`publishedLive`, issue 11's hub).
 */
export const draftBadge = (status: PropertyDraftStatus, publishedLive = false): CardBadge =>
  publishedLive || status === PROPERTY_DRAFT_STATUS.Published
    ? 'published'
    : status === PROPERTY_DRAFT_STATUS.Publishing
      ? 'publishing'
      : 'pending';
