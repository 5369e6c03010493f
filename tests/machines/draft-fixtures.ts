import type { DraftDetail, PropertyDraft } from '../../src/schema/property-draft.ts';

/** A new draft as POST /property-drafts answers it: every field still empty. */
export const emptyDraft: PropertyDraft = {
  propertyDraftId: '5b1e8a52-2f7e-4c55-9d0c-1f0a7e3c9b11',
  title: null,
  code: null,
  operationType: null,
  agentId: '0b8f3c1e-4d55-4f0a-9b8e-2f6d1c7a9e01',
  propertyType: null,
  propertyTypeId: null,
  price: null,
  size: null,
  bathrooms: null,
  bedrooms: null,
  thumbnail: null,
  status: 1,
  postStatus: null,
  address: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  updatedAt: '2026-11-26T12:00:00.000Z',
  description: null,
  instagramPost: null,
  facebookPost: null,
  video: null,
  enviroments: [],
  details: [],
  media: [],
  nearbyPlaces: [],
  property: null,
};

export const detail = (id: string, category: string, name = `Detalle ${id}`, type = 'TEXT'): DraftDetail => ({
  propertyDetailId: `d-${id}`,
  value: 'Sí',
  propertyDetailType: {
    propertyDetailTypeId: `t-${id}`,
    type,
    name,
    propertyDetailCategory: { propertyDetailCategoryId: `c-${category}`, name: category },
  },
});

/** A draft that passes the pre-publish validation (no posts). */
export const completeDraft: PropertyDraft = {
  ...emptyDraft,
  title: 'Apartamento en venta en Chacao',
  propertyType: 'Apartamento',
  propertyTypeId: 'pt-1',
  operationType: 2,
  price: 185000,
  thumbnail: '/uploads/thumb.jpg',
  address: {
    address: 'Av. Francisco de Miranda, Chacao',
    countryState: 'Miranda',
    location: 'Chacao',
    latitude: 10.49,
    longitude: -66.85,
    countryStateId: 's-1',
    countryLocationId: 'l-1',
  },
  enviroments: [{ enviromentInPropertyId: 'e-1', quantity: 2, propertyEnviroment: { id: 'env-1', name: 'Habitaciones', shortName: 'Hab.' } }],
  details: [detail('1', 'Generales')],
  media: [
    {
      propertyImageId: 'img-1',
      propertyId: '5b1e8a52-2f7e-4c55-9d0c-1f0a7e3c9b11',
      imageUrl: '/uploads/1.jpg',
      imageType: 'STATIC',
      propertyEnviroment: null,
      index: 0,
      tags: [],
    },
  ],
  updatedAt: '2026-11-26T12:05:00.000Z',
};
