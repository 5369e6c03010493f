import { OPERATION_TYPE, type DraftDetail, type DraftImage, type DraftNearbyPlace } from '../../schema/property-draft.ts';
import type { ListingContent } from '../../schema/property.ts';
import { previewTexts as texts } from '../../i18n/listing.ts';

/**
 * What the listing layout shows (spec 03 §2 'Preview mode'), as pure functions of the listing: a
 * draft in the editor has most fields still empty, and a published property carries the copy taken
 * when it was published. Both are `ListingContent`.
 */

/** Spec 03 §2: the details shown beside the facts, in this order. */
export const HIGHLIGHT_CODES = ['WATER', 'PARKING', 'FURNISHED', 'BUILD_YEAR'] as const;

/** Spec 03 §9: the first image large, and up to 5 more. */
export const GALLERY_MORE = 5;

/** Spec 03 §9: walking time is shown under 10 minutes, else the vehicle's. */
export const WALKING_MINUTES_MAX = 10;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const SIZE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'En renta' for rent, otherwise 'En venta' (an operation not chosen yet reads as a sale, as the spec says). */
export const operationBadge = (operationType: ListingContent['operationType']): string =>
  operationType === OPERATION_TYPE.Rent ? texts.rent : texts.sale;

/** '$185,000' (USD, en-US); 'Precio por definir' until there is one. */
export const listingPrice = (price: number | null): string => (price !== null && price > 0 ? USD.format(price) : texts.noPrice);

/** '92 m²'; 0 while unknown, as the other facts. */
export const listingSize = (size: number | null): string => texts.squareMetres(SIZE.format(size !== null && size > 0 ? size : 0));

/** The walking minutes under 10 minutes, else the vehicle's. */
export const nearbyTime = (place: Pick<DraftNearbyPlace, 'walkingTimeInMinutes' | 'vehicleTimeInMinutes'>): string =>
  place.walkingTimeInMinutes < WALKING_MINUTES_MAX ? texts.walking(place.walkingTimeInMinutes) : texts.vehicle(place.vehicleTimeInMinutes);

export interface Group<T> {
  readonly name: string;
  readonly items: readonly T[];
}

/** Groups in first-seen order; within a group, the items keep their order. */
export const groupBy = <T>(items: readonly T[], nameOf: (item: T) => string): Group<T>[] => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = nameOf(item);
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [item]);
    else group.push(item);
  }
  return [...groups].map(([name, grouped]) => ({ name, items: grouped }));
};

export const detailsByCategory = (details: readonly DraftDetail[]): Group<DraftDetail>[] =>
  groupBy(details, (detail) => detail.propertyDetailType.propertyDetailCategory.name);

export const nearbyByType = (places: readonly DraftNearbyPlace[]): Group<DraftNearbyPlace>[] => groupBy(places, (place) => place.type.name);

/** The WATER, PARKING, FURNISHED and BUILD_YEAR details the listing has, in that order. */
export const highlights = (details: readonly DraftDetail[]): DraftDetail[] =>
  HIGHLIGHT_CODES.flatMap((code) => details.filter((detail) => detail.propertyDetailType.type === code));

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** 'Chacao, Miranda': the locality and its state, or '' when there is neither. */
export const placeText = (address: ListingContent['address']): string =>
  [address?.location, address?.countryState].filter(present).map((part) => part.trim()).join(', ');

/** The street address, or 'Sin dirección'. */
export const addressText = (address: ListingContent['address']): string => (present(address?.address) ? address.address.trim() : texts.noAddress);

/** The point the map centres on, when the listing has both coordinates. */
export const mapPoint = (address: ListingContent['address']): { latitude: number; longitude: number } | null =>
  address !== null && address.latitude !== null && address.longitude !== null ? { latitude: address.latitude, longitude: address.longitude } : null;

/** A gallery photo: its address and its place in the gallery (1 is the large one). */
export interface GalleryPhoto {
  readonly key: string;
  readonly url: string;
  readonly number: number;
}

/**
 * The photos in their order (`index`), the first large and at most 5 more. A listing whose photos
 * are all gone but whose thumbnail stayed shows the thumbnail.
 */
export const galleryPhotos = (listing: Pick<ListingContent, 'media' | 'thumbnail'>): GalleryPhoto[] => {
  const ordered = [...listing.media].sort((a: DraftImage, b: DraftImage) => a.index - b.index);
  const photos = ordered.map((image) => ({ key: image.propertyImageId, url: image.imageUrl }));
  if (photos.length === 0 && present(listing.thumbnail)) photos.push({ key: 'thumbnail', url: listing.thumbnail });
  return photos.slice(0, 1 + GALLERY_MORE).map((photo, index) => ({ ...photo, number: index + 1 }));
};
