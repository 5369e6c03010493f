import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import type { ListingContent, Property } from '../../src/schema/property.ts';
import { completeDraft } from './draft-fixtures.ts';

/** What a property keeps of its draft: the listing's fields, nothing else. */
export const listingOf = (draft: PropertyDraft): ListingContent => ({
  title: draft.title,
  code: draft.code,
  operationType: draft.operationType,
  propertyType: draft.propertyType,
  price: draft.price,
  size: draft.size,
  bedrooms: draft.bedrooms,
  bathrooms: draft.bathrooms,
  thumbnail: draft.thumbnail,
  address: draft.address,
  description: draft.description,
  video: draft.video,
  enviroments: draft.enviroments,
  details: draft.details,
  media: draft.media,
  nearbyPlaces: draft.nearbyPlaces,
});

/** A published property as GET /properties/{id} answers it: the complete draft, frozen at publish time. */
export const publishedProperty: Property = {
  propertyId: '7c2d9e14-3a5b-4f6c-8d7e-9f0a1b2c3d4e',
  slug: 'apartamento-en-venta-en-chacao-3f9k2',
  status: 2,
  propertyDraftId: completeDraft.propertyDraftId,
  agentId: completeDraft.agentId,
  title: completeDraft.title,
  code: 'AP-123',
  thumbnail: completeDraft.thumbnail,
  propertyType: completeDraft.propertyType,
  propertyTypeId: completeDraft.propertyTypeId,
  operationType: completeDraft.operationType,
  price: completeDraft.price,
  size: 92,
  bedrooms: 2,
  bathrooms: 1,
  address: completeDraft.address,
  instagramPost: null,
  facebookPosts: [],
  createdAt: '2026-11-26T13:00:00.000Z',
  updatedAt: '2026-11-26T13:00:00.000Z',
  listing: listingOf({ ...completeDraft, code: 'AP-123', size: 92, bedrooms: 2, bathrooms: 1 }),
  agent: { agentId: completeDraft.agentId, fullName: 'María Pérez', avatarUrl: null },
};

/** The same property reached through an old or mistyped slug. */
export const OLD_SLUG = 'apartamento-en-chacao';
