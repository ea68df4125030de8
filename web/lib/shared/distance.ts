/**
 * "Near me": the distance from the visitor to a branch or an ATM along the earth's surface (haversine,
 * on a sphere of the mean earth radius; within The Gambia its error is far below the 0.1 km shown), and a directions
 * link to OpenStreetMap, so no map runtime is loaded. Pure code, used by the "Near me" island.
 */

export type Point = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const kmFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '2.3 km', '1,204.0 km'. */
export const formatKm = (km: number) => `${kmFormat.format(km)} km`;

const coordinate = (value: number) => value.toFixed(5);

/** OpenStreetMap's directions from the visitor to the place (by car; the page lets them switch to foot or bicycle). */
export function directionsUrl(from: Point, to: Point): string {
  const route = `${coordinate(from.latitude)},${coordinate(from.longitude)};${coordinate(to.latitude)},${coordinate(to.longitude)}`;
  return `https://www.openstreetmap.org/directions?${new URLSearchParams({ engine: 'fossgis_osrm_car', route })}`;
}

/** The places that have a location, nearest first, each with its distance; the others are left out. */
export function byDistance<T extends { latitude?: number | null; longitude?: number | null }>(
  from: Point,
  places: readonly T[],
): Array<{ place: T; km: number }> {
  return places
    .flatMap((place) =>
      typeof place.latitude === 'number' && typeof place.longitude === 'number'
        ? [{ place, km: distanceKm(from, { latitude: place.latitude, longitude: place.longitude }) }]
        : [],
    )
    .sort((a, b) => a.km - b.km);
}
