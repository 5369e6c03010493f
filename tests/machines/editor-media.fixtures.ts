import type { DraftImage, PropertyDraftAddress } from '../../src/schema/property-draft.ts';
import type { CountryLocation, CountryState } from '../../src/schema/reference.ts';

/** Reference data and draft parts shared by the media tools' machine and unit tests (issue 10). */

export const MIRANDA: CountryState = {
  countryStateId: '1f0e6a4c-1111-4c1a-9a1e-000000000001',
  name: 'Miranda',
  latitude: 10.25,
  longitude: -66.42,
};

export const DISTRITO_CAPITAL: CountryState = {
  countryStateId: '1f0e6a4c-1111-4c1a-9a1e-000000000002',
  name: 'Distrito Capital',
  latitude: 10.5,
  longitude: -66.92,
};

export const BOLIVAR: CountryState = {
  countryStateId: '1f0e6a4c-1111-4c1a-9a1e-000000000003',
  name: 'Bolívar',
  latitude: 8.12,
  longitude: -63.55,
};

export const CHACAO: CountryLocation = {
  countryLocationId: '2a0e6a4c-2222-4c1a-9a1e-000000000001',
  name: 'Chacao',
  latitude: 10.4969,
  longitude: -66.8533,
  countryState: MIRANDA,
};

export const LIBERTADOR: CountryLocation = {
  countryLocationId: '2a0e6a4c-2222-4c1a-9a1e-000000000002',
  name: 'Libertador',
  latitude: 10.5061,
  longitude: -66.9146,
  countryState: DISTRITO_CAPITAL,
};

export const HERES: CountryLocation = {
  countryLocationId: '2a0e6a4c-2222-4c1a-9a1e-000000000003',
  name: 'Ciudad Bolívar',
  latitude: 8.1222,
  longitude: -63.5497,
  countryState: BOLIVAR,
};

export const GAZETTEER: readonly CountryLocation[] = [CHACAO, LIBERTADOR, HERES];

export const SAVED_ADDRESS: PropertyDraftAddress = {
  address: 'Av. Francisco de Miranda, Torre Delta',
  countryState: 'Miranda',
  location: 'Chacao',
  latitude: 10.4969,
  longitude: -66.8533,
  countryStateId: MIRANDA.countryStateId,
  countryLocationId: CHACAO.countryLocationId,
};

export const image = (n: number): DraftImage => ({
  propertyImageId: `3b0e6a4c-3333-4c1a-9a1e-00000000000${n}`,
  propertyId: '4c0e6a4c-4444-4c1a-9a1e-000000000001',
  imageUrl: `/uploads/draft-images/${n}.jpg`,
  imageType: 'STATIC',
  propertyEnviroment: null,
  index: n,
  tags: [],
});
