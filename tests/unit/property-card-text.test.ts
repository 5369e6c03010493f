import { describe, expect, it } from 'vitest';
import {
  bathroomsText,
  bedroomsText,
  draftBadge,
  locationText,
  operationText,
  priceText,
  sizeText,
  titleText,
  typeText,
  type PropertyCardData,
} from '../../src/views/properties/propertyCardText.ts';

const complete: PropertyCardData = {
  title: 'Apartamento en venta en Chacao',
  propertyType: 'Apartamento',
  operationType: 2,
  price: 120000,
  size: 85.5,
  bedrooms: 3,
  bathrooms: 1,
  thumbnail: '/uploads/x.jpg',
  address: { location: 'Chacao', countryState: 'Miranda' },
};

const fresh: PropertyCardData = {
  title: null,
  propertyType: null,
  operationType: null,
  price: null,
  size: null,
  bedrooms: null,
  bathrooms: null,
  thumbnail: null,
  address: null,
};

describe('property card texts (spec 03 §2)', () => {
  it('shows a complete draft as the spec words it', () => {
    expect(titleText(complete)).toBe('Apartamento en venta en Chacao');
    expect(typeText(complete)).toBe('Apartamento');
    expect(locationText(complete)).toBe('Chacao, Miranda');
    expect(bedroomsText(complete)).toBe('3 Cuartos');
    expect(bathroomsText(complete)).toBe('1 Baño');
    expect(sizeText(complete.size)).toBe('85.5 mt2');
    expect(priceText(complete.price)).toBe('$120,000');
    expect(operationText(2)).toBe('Venta');
    expect(operationText(1)).toBe('Alquiler');
  });

  it('singular and plural of rooms', () => {
    expect(bedroomsText({ ...fresh, bedrooms: 1 })).toBe('1 Cuarto');
    expect(bathroomsText({ ...fresh, bathrooms: 2 })).toBe('2 Baños');
  });

  it('a new draft reads as deliberately empty, never null or NaN', () => {
    const texts = [
      titleText(fresh),
      typeText(fresh),
      locationText(fresh),
      bedroomsText(fresh),
      bathroomsText(fresh),
      sizeText(fresh.size),
      priceText(fresh.price),
      operationText(fresh.operationType),
    ];
    expect(texts).toEqual([
      'Borrador sin título',
      'Tipo sin definir',
      'Sin dirección',
      '0 Cuartos',
      '0 Baños',
      'Sin medidas',
      'Precio sin definir',
      'Sin operación',
    ]);
    for (const text of texts) expect(text).not.toMatch(/null|undefined|NaN/);
  });

  it('a partial address keeps what it has; blank strings count as missing', () => {
    expect(locationText({ ...fresh, address: { location: null, countryState: 'Zulia' } })).toBe('Zulia');
    expect(locationText({ ...fresh, address: { location: '  ', countryState: null } })).toBe('Sin dirección');
    expect(titleText({ ...fresh, title: '   ' })).toBe('Borrador sin título');
  });

  it('formats large prices in en-US and refuses non-finite values', () => {
    expect(priceText(1_250_000)).toBe('$1,250,000');
    expect(priceText(Number.NaN)).toBe('Precio sin definir');
    expect(priceText(0)).toBe('Precio sin definir');
    expect(sizeText(Number.POSITIVE_INFINITY)).toBe('Sin medidas');
    expect(sizeText(1200)).toBe('1,200 mt2');
  });

  it('badges: Pending edits, Publishing publishes, a live message marks it published', () => {
    expect(draftBadge(1)).toBe('pending');
    expect(draftBadge(2)).toBe('publishing');
    expect(draftBadge(3)).toBe('published');
    expect(draftBadge(2, true)).toBe('published');
  });
});
