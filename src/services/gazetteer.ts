import type { CountryLocation } from '../schema/reference.ts';
import { LIST_LIMIT_MAX } from '../schema/rules.ts';
import { countryLocations } from './auth-api.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';

/**
 * The offline gazetteer of the location tool (issue 10): the reference localities (each with its
 * state and coordinates) searched by name and asked for the nearest one to a point. Used when no
 * Mapbox token is configured — the default, and every test.
 */

export type Gazetteer = readonly CountryLocation[];

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** Lower case without accents or extra spaces: 'Ciudad Bolívar ' → 'ciudad bolivar'. */
export const normalizeName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** How many matches the list shows. */
export const SEARCH_RESULTS_MAX = 8;

/**
 * Localities whose name (or 'name, state') matches the query, accent- and case-insensitive: names
 * starting with it first, then names with a word starting with it, then any other match; each
 * group by name. Every word of the query must match ('chacao miranda').
 */
export const searchLocalities = (gazetteer: Gazetteer, query: string, limit = SEARCH_RESULTS_MAX): CountryLocation[] => {
  const wanted = normalizeName(query);
  if (wanted === '') return [];
  const words = wanted.split(' ');
  const ranked: { readonly place: CountryLocation; readonly rank: number; readonly name: string }[] = [];
  for (const place of gazetteer) {
    const name = normalizeName(place.name);
    const full = `${name} ${normalizeName(place.countryState.name)}`;
    if (!words.every((word) => full.includes(word))) continue;
    const rank = name.startsWith(wanted) ? 0 : ` ${name}`.includes(` ${words[0]}`) ? 1 : 2;
    ranked.push({ place, rank, name });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'es'));
  return ranked.slice(0, limit).map((entry) => entry.place);
};

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (a: Coordinates, b: Coordinates): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The locality nearest to the point, or null for an empty gazetteer. */
export const nearestLocality = (gazetteer: Gazetteer, point: Coordinates): CountryLocation | null => {
  let best: CountryLocation | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const place of gazetteer) {
    const distance = distanceKm(point, place);
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
};

/** A coordinate typed by the agent ('10,4806' or '10.4806'), or null when it is not one. */
export const parseCoordinate = (text: string, kind: 'latitude' | 'longitude'): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const bound = kind === 'latitude' ? 90 : 180;
  return Number.isFinite(value) && Math.abs(value) <= bound ? value : null;
};

/** Coordinates rounded to 6 decimals (about 10 cm), as the inputs show them. */
export const formatCoordinate = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/** Every reference locality, page by page (335 municipios: four calls). */
export const loadGazetteer = async (client: ApiClient = defaultApiClient()): Promise<Gazetteer> => {
  const all: CountryLocation[] = [];
  for (let offset = 0; ; offset += LIST_LIMIT_MAX) {
    const page = await countryLocations({ limit: LIST_LIMIT_MAX, offset }, client);
    all.push(...page.items);
    const total = page.pagination?.total ?? 0;
    if (page.items.length < LIST_LIMIT_MAX || all.length >= total) return all;
  }
};
