import { describe, expect, it } from 'vitest';
import type { DraftImage, DraftNearbyPlace } from '../../src/schema/property-draft.ts';
import {
  addressText,
  detailsByCategory,
  galleryPhotos,
  groupBy,
  highlights,
  listingPrice,
  listingSize,
  mapPoint,
  nearbyByType,
  nearbyTime,
  operationBadge,
  placeText,
} from '../../src/views/listing/listingText.ts';
import { detail } from '../machines/draft-fixtures.ts';

const place = (id: string, type: string, walking: number, vehicle: number): DraftNearbyPlace => ({
  propertyNearbyPlaceId: id,
  name: `Lugar ${id}`,
  latitude: 10.49,
  longitude: -66.85,
  address: null,
  distanceInKm: 1,
  walkingTimeInMinutes: walking,
  vehicleTimeInMinutes: vehicle,
  type: { propertyPlaceTypeId: `t-${type}`, name: type },
});

const image = (id: string, index: number): DraftImage => ({
  propertyImageId: id,
  propertyId: 'p-1',
  imageUrl: `/uploads/${id}.jpg`,
  imageType: 'STATIC',
  propertyEnviroment: null,
  index,
  tags: [],
});

const address = { address: ' Av. Urdaneta ', countryState: 'Distrito Capital', location: 'Caracas', latitude: 10.5, longitude: -66.9, countryStateId: null, countryLocationId: null };

describe('the walking or vehicle rule (spec 03 §9)', () => {
  it('shows the walking minutes under 10 minutes, else the vehicle minutes', () => {
    expect(nearbyTime({ walkingTimeInMinutes: 0, vehicleTimeInMinutes: 0 })).toBe('0 min caminando');
    expect(nearbyTime({ walkingTimeInMinutes: 9, vehicleTimeInMinutes: 3 })).toBe('9 min caminando');
    expect(nearbyTime({ walkingTimeInMinutes: 10, vehicleTimeInMinutes: 4 })).toBe('4 min en vehículo');
    expect(nearbyTime({ walkingTimeInMinutes: 36, vehicleTimeInMinutes: 8 })).toBe('8 min en vehículo');
  });
});

describe('grouping', () => {
  it('keeps the groups in first-seen order and the items in theirs', () => {
    expect(groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (item) => item.charAt(0))).toEqual([
      { name: 'b', items: ['b1', 'b2'] },
      { name: 'a', items: ['a1', 'a2'] },
      { name: 'c', items: ['c1'] },
    ]);
    expect(groupBy([], String)).toEqual([]);
  });

  it('groups nearby places by type and details by category', () => {
    const places = [place('1', 'Escuela', 6, 2), place('2', 'Hospital', 36, 8), place('3', 'Escuela', 9, 3)];
    expect(nearbyByType(places).map((group) => [group.name, group.items.map((item) => item.propertyNearbyPlaceId)])).toEqual([
      ['Escuela', ['1', '3']],
      ['Hospital', ['2']],
    ]);
    const details = [detail('1', 'Generales'), detail('2', 'Servicios'), detail('3', 'Generales')];
    expect(detailsByCategory(details).map((group) => [group.name, group.items.length])).toEqual([
      ['Generales', 2],
      ['Servicios', 1],
    ]);
  });

  it('picks the WATER, PARKING, FURNISHED and BUILD_YEAR details, in that order', () => {
    const details = [
      detail('1', 'Generales', 'Año de construcción', 'BUILD_YEAR'),
      detail('2', 'Generales', 'Tamaño', 'SIZE'),
      detail('3', 'Servicios', 'Tanque de agua', 'WATER'),
      detail('4', 'Generales', 'Puestos', 'PARKING'),
      detail('5', 'Servicios', 'Calentador', 'WATER_HEATER'),
    ];
    expect(highlights(details).map((item) => item.propertyDetailType.type)).toEqual(['WATER', 'PARKING', 'BUILD_YEAR']);
  });
});

describe('the listing head', () => {
  it("reads 'En renta' for rent and 'En venta' otherwise", () => {
    expect(operationBadge(1)).toBe('En renta');
    expect(operationBadge(2)).toBe('En venta');
    expect(operationBadge(null)).toBe('En venta');
  });

  it('formats the price in USD (en-US) and the size in m²', () => {
    expect(listingPrice(185000)).toBe('$185,000');
    expect(listingPrice(null)).toBe('Precio por definir');
    expect(listingPrice(0)).toBe('Precio por definir');
    expect(listingSize(92)).toBe('92 m²');
    expect(listingSize(1250.5)).toBe('1,250.5 m²');
    expect(listingSize(null)).toBe('0 m²');
  });

  it('reads the address, its locality and state', () => {
    expect(addressText(address)).toBe('Av. Urdaneta');
    expect(placeText(address)).toBe('Caracas, Distrito Capital');
    expect(addressText(null)).toBe('Sin dirección');
    expect(placeText(null)).toBe('');
    expect(placeText({ ...address, location: ' ', countryState: 'Miranda' })).toBe('Miranda');
  });

  it('draws a map only with both coordinates', () => {
    expect(mapPoint(address)).toEqual({ latitude: 10.5, longitude: -66.9 });
    expect(mapPoint({ ...address, latitude: null })).toBeNull();
    expect(mapPoint({ ...address, longitude: null })).toBeNull();
    expect(mapPoint(null)).toBeNull();
  });
});

describe('the gallery (spec 03 §9: the first image plus up to 5)', () => {
  it('orders the photos by index and keeps six', () => {
    const media = [image('c', 2), image('a', 0), image('g', 6), image('b', 1), image('d', 3), image('e', 4), image('f', 5)];
    expect(galleryPhotos({ media, thumbnail: null }).map((photo) => [photo.key, photo.number])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
      ['e', 5],
      ['f', 6],
    ]);
  });

  it('falls back to the thumbnail, else nothing (the placeholders)', () => {
    expect(galleryPhotos({ media: [], thumbnail: '/uploads/thumb.jpg' })).toEqual([{ key: 'thumbnail', url: '/uploads/thumb.jpg', number: 1 }]);
    expect(galleryPhotos({ media: [], thumbnail: null })).toEqual([]);
    expect(galleryPhotos({ media: [image('a', 0)], thumbnail: '/uploads/thumb.jpg' }).map((photo) => photo.key)).toEqual(['a']);
  });
});
