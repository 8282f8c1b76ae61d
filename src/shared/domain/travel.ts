import { distanceKm } from './rescue.ts';
import { torontoParts } from './toronto-time.ts';

/**
 * At-home visits: how far a place is, how long the artist takes to get there, what she charges
 * for it and whether she goes there at all. Pure rules; the server decides with them and the
 * checkout shows the same figures.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A place with the postal area (forward sortation area, `M5V`) it lies in, when known. */
export interface Place extends LatLng {
  postalArea: string | null;
}

export { distanceKm };

/**
 * Streets are longer than the straight line: Toronto's grid with its ravines, rail corridors
 * and one-way streets makes a drive about 1.4 times the crow's flight (a Manhattan grid at 45 degrees
 * would be the square root of 2; most trips run partly along it).
 */
export const CITY_ROAD_FACTOR = 1.4;
/** Parking and finding the door, on every leg that moves at all. */
export const ARRIVAL_MINUTES = 5;
/** Legs are rounded up to this many minutes, as a calendar is read. */
export const TRAVEL_ROUNDING_MINUTES = 5;
/** Closer than this is the same place: no leg. */
export const SAME_PLACE_KM = 0.2;

/**
 * Average city driving speeds by Toronto hour: weekday rush hours (7–10 and 16–19) at
 * 18 km/h, other daytime hours (6–22) at 25 km/h, night at 35 km/h; weekends have no rush.
 */
export function cityKmPerHour(weekday: number, hour: number): number {
  const weekend = weekday === 0 || weekday === 6;
  if (!weekend && ((hour >= 7 && hour < 10) || (hour >= 16 && hour < 19))) return 18;
  if (hour >= 6 && hour < 22) return 25;
  return 35;
}

/**
 * The minutes to drive from `a` to `b` leaving at `at`: the straight line times the city factor
 * at the hour's speed, plus the arrival minutes, rounded up to 5 minutes; 0 for the same place.
 */
export function travelMinutes(a: LatLng, b: LatLng, at: Date): number {
  const km = distanceKm(a, b);
  if (km < SAME_PLACE_KM) return 0;
  const { weekday, hour } = torontoParts(at);
  const minutes = ((km * CITY_ROAD_FACTOR) / cityKmPerHour(weekday, hour)) * 60 + ARRIVAL_MINUTES;
  return Math.ceil(minutes / TRAVEL_ROUNDING_MINUTES) * TRAVEL_ROUNDING_MINUTES;
}

/** One band of an artist's travel fees: up to `upToKm` (null: any distance beyond). */
export interface FeeBand {
  upToKm: number | null;
  feeCents: number;
}

/** Where an artist goes: from her base, within a radius or to a list of postal areas. */
export interface ServiceArea {
  base: Place & { label?: string | null };
  /** Kilometres in a straight line from the base; null when she lists postal areas instead. */
  radiusKm: number | null;
  /** The postal areas she goes to (`M4C`), used when there is no radius. */
  postalAreas: string[];
  /** Ordered by distance; the fee of the first band that reaches the place. */
  feeBands: FeeBand[];
}

/**
 * A booking's travel fee is one more line of its services under this id: priced like a service
 * (the all-in price with the booking fee, HST when the artist charges it), so the total, the
 * receipts, refunds and the ledger carry it as they carry the rest.
 */
export const TRAVEL_LINE_ID = 'travel';
export const TRAVEL_LINE_NAME = 'Travel fee';

/** Whether a booking's line is its travel fee rather than a service. */
export const isTravelLine = (line: { serviceId: string }) => line.serviceId === TRAVEL_LINE_ID;

/** Rounded to a tenth of a kilometre, as distances are shown and compared. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/**
 * The travel fee to a place `km` away (straight line, the figure a customer can check on a
 * map): the first band that reaches it, else the last band (the one "beyond"), else free.
 */
export function travelFeeCents(bands: readonly FeeBand[], km: number): number {
  const band = bands.find((b) => b.upToKm === null || roundKm(km) <= b.upToKm) ?? bands.at(-1);
  return band?.feeCents ?? 0;
}

/** "M4C, M4E and M4L". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const baseName = (base: Place) => base.postalArea ?? 'her base';

/**
 * Why the artist does not go to `place`, or null when she does: "Priya travels within 10 km of
 * M5V; this address is 18 km away", or "Priya travels to M4C and M4E; this address is in M6P".
 */
export function outsideAreaProblem(area: ServiceArea, place: Place, name: string): string | null {
  if (area.radiusKm !== null) {
    const km = roundKm(distanceKm(area.base, place));
    if (km <= area.radiusKm) return null;
    const shown = km >= 10 ? Math.round(km) : km;
    return `${name} travels within ${area.radiusKm} km of ${baseName(area.base)}; this address is ${shown} km away`;
  }
  if (place.postalArea && area.postalAreas.includes(place.postalArea)) return null;
  const where = place.postalArea ? `is in ${place.postalArea}` : 'has no postal area she lists';
  return `${name} travels to ${listOf(area.postalAreas)}; this address ${where}`;
}

/** What a visit to `place` means for the artist: how far, and the fee. */
export function quoteTravel(area: ServiceArea, place: LatLng): { km: number; feeCents: number } {
  const km = roundKm(distanceKm(area.base, place));
  return { km, feeCents: travelFeeCents(area.feeBands, km) };
}

/**
 * Ontario's extent (Natural Resources Canada's boundary, rounded outwards): coordinates outside
 * it cannot be a place a Toronto artist visits.
 */
export const ONTARIO_BOUNDS = { south: 41.6, north: 56.9, west: -95.2, east: -74.3 };

export function inOntario({ lat, lng }: LatLng): boolean {
  const b = ONTARIO_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

/**
 * A Canadian postal code (`M4L 1Z8`, Canada Post's letters: never D, F, I, O, Q or U, and no W
 * or Z first) or its forward sortation area alone (`M4L`). Ontario's start with K, L, M, N or P.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?: ?(\d[ABCEGHJ-NPRSTV-Z]\d))?$/;

/** `M4L 1Z8` or `M4L` as written by Canada Post, or null when it is not a postal code. */
export function normalizePostalCode(text: string): string | null {
  const match = POSTAL_CODE.exec(text.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  return match[2] ? `${match[1]} ${match[2]}` : match[1]!;
}

/** The forward sortation area of a postal code (`M4L`), or null when it is not one. */
export function postalAreaOf(text: string): string | null {
  return normalizePostalCode(text)?.slice(0, 3) ?? null;
}

/** A leg on the artist's day: "22 min to M4C". */
export function legText(minutes: number, postalArea: string | null): string {
  return postalArea ? `${minutes} min to ${postalArea}` : `${minutes} min`;
}
