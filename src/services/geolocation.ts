import type { Coordinates } from './gazetteer.ts';

const TIMEOUT_MS = 10_000;

/** The browser's position, if the agent allows it; rejects when refused, unavailable or too slow. */
export const currentPosition = (geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> =>
  new Promise<Coordinates>((resolve, reject) => {
    if (geolocation === undefined) {
      reject(new Error('This browser has no geolocation'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  });

/**
 * Mapbox's address at a point, in Spanish (only with a token): the closest feature's full address,
 * or null when it has none.
 */
export const mapboxReverseGeocode = async (token: string, point: Coordinates): Promise<string | null> => {
  const url = new URL('https://api.mapbox.com/search/geocode/v6/reverse');
  url.searchParams.set('longitude', String(point.longitude));
  url.searchParams.set('latitude', String(point.latitude));
  url.searchParams.set('language', 'es');
  url.searchParams.set('types', 'address,street,neighborhood,locality,place');
  url.searchParams.set('access_token', token);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Mapbox answered ${response.status}`);
  const body = (await response.json()) as { features?: { properties?: { full_address?: string; name?: string } }[] };
  const properties = body.features?.[0]?.properties;
  return properties?.full_address ?? properties?.name ?? null;
};
