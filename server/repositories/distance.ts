/**
 * A nearby place's distance from the property and the times shown for it (spec 03: walking time
 * under 10 minutes, else by vehicle). Straight-line (haversine) distance on a 6371 km sphere,
 * walking at 5 km/h and driving at 25 km/h (an urban average in Venezuelan cities, traffic
 * included); minutes rounded up, so a place 100 m away is 2 minutes' walk, never 0.
 */
const EARTH_RADIUS_KM = 6371;
export const WALKING_KMH = 5;
export const VEHICLE_KMH = 25;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

export function haversineKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Travel {
  readonly distanceKm: number;
  readonly walkingMinutes: number;
  readonly vehicleMinutes: number;
}

export function travelBetween(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): Travel {
  const km = haversineKm(from, to);
  return {
    distanceKm: Math.round(km * 100) / 100,
    walkingMinutes: Math.ceil((km / WALKING_KMH) * 60),
    vehicleMinutes: Math.ceil((km / VEHICLE_KMH) * 60),
  };
}
