/** Property drafts as the API tests make them (issue 10). */
import { expect } from 'vitest';
import { decoder } from '../../../src/schema/decode.ts';
import { PropertyDraft } from '../../../src/schema/property-draft.ts';
import { expectOk } from '../harness.ts';
import type { ApiResponse, ApiTarget } from '../harness.ts';

const decodeDraft = decoder(PropertyDraft, { strict: true });

/** The answer's draft, checked against the shared schema (no field more, none less). */
export function draftOf(response: ApiResponse, status = 200): PropertyDraft {
  const body = expectOk(response, status);
  const decoded = decodeDraft(body.data);
  expect(decoded.ok, decoded.ok ? '' : decoded.message).toBe(true);
  return body.data as PropertyDraft;
}

export const REFS = {
  apartamento: 'pt-apartamento',
  casa: 'pt-casa',
  oficina: 'pt-oficina',
  miranda: 've-miranda',
  chacao: { id: 've-miranda-chacao', name: 'Chacao', latitude: 10.49581, longitude: -66.85367 },
  baruta: { id: 've-miranda-baruta', name: 'Baruta', latitude: 10.43424, longitude: -66.87558 },
  capital: 've-distrito-capital',
  libertador: 've-distrito-capital-libertador',
  habitacion: 'pe-habitacion',
  habitacionPrincipal: 'pe-habitacion-principal',
  habitacionServicio: 'pe-habitacion-servicio',
  bano: 'pe-bano',
  medioBano: 'pe-medio-bano',
  sala: 'pe-sala',
  size: 'pdt-size',
  parking: 'pdt-parking',
  furnished: 'pdt-furnished',
  water: 'pdt-water',
  noPets: 'pdt-no-pets',
  escuela: 'npt-escuela',
  supermercado: 'npt-supermercado',
} as const;

export const MISSING_DRAFT_ID = '00000000-0000-4000-8000-000000000000';

export async function createDraft(server: ApiTarget, token: string): Promise<PropertyDraft> {
  return draftOf(await server.api('POST', '/property-drafts', { token }), 201);
}

export const basicBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  description: '<p>Amplio apartamento con <strong>vista al Ávila</strong>, cerca del metro.</p>',
  price: 120_000,
  propertyType: REFS.apartamento,
  operationType: 2,
  code: 'APT-001',
  ...overrides,
});

export const locationBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  address: 'Av. Francisco de Miranda, Edificio Parque Cristal, piso 8',
  countryState: REFS.miranda,
  location: REFS.chacao.id,
  latitude: 10.4961,
  longitude: -66.8531,
  ...overrides,
});

export const nearbyPlaceBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  propertyNearbyPlaceId: null,
  propertyNearbyPlaceTypeId: REFS.escuela,
  name: 'Colegio San Ignacio',
  address: 'Av. Santa Teresa de Jesús, Chacao',
  latitude: 10.5024,
  longitude: -66.8565,
  ...overrides,
});

export const postBody = (imagesUrls: readonly string[], overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  imagesUrls,
  caption: '¡Nuevo apartamento en Chacao! 🏡\nAgenda tu visita.',
  hashtags: ['inmuebles', 'Chacao'],
  location: null,
  ...overrides,
});

/** PUT /property-drafts/{id} with the basic body. */
export async function saveBasics(server: ApiTarget, token: string, draftId: string, overrides: Record<string, unknown> = {}) {
  return draftOf(await server.api('PUT', `/property-drafts/${draftId}`, { token, body: basicBody(overrides) }));
}
