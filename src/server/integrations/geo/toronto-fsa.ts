import { distanceKm } from '#shared/domain/travel.ts';

/**
 * Approximate centres of Toronto's forward sortation areas (the first three characters of a
 * postal code), so an address gets coordinates with no outside service (docs/product.md, Content).
 * Precise to a neighbourhood, which is all a public map or search by distance needs.
 *
 * Open data: the areas are Canada Post's forward sortation areas of Toronto (M1B to M9W); their
 * centres are approximate centroids of the areas in Statistics Canada's 2021 Census Forward
 * Sortation Area Boundary File (catalogue 92-179-X, Statistics Canada Open Licence).
 */
const centres: Record<string, [lat: number, lng: number]> = {
  M1B: [43.8067, -79.1944],
  M1C: [43.7845, -79.1605],
  M1E: [43.7636, -79.1887],
  M1G: [43.771, -79.2169],
  M1H: [43.7731, -79.2395],
  M1J: [43.7447, -79.2395],
  M1K: [43.7279, -79.262],
  M1L: [43.7111, -79.2846],
  M1M: [43.7163, -79.2395],
  M1N: [43.6927, -79.2648],
  M1P: [43.7574, -79.273],
  M1R: [43.7501, -79.2958],
  M1S: [43.7942, -79.262],
  M1T: [43.7816, -79.3043],
  M1V: [43.8153, -79.2846],
  M1W: [43.7995, -79.3184],
  M1X: [43.8361, -79.2056],
  M2H: [43.8038, -79.3635],
  M2J: [43.7785, -79.3466],
  M2K: [43.7869, -79.386],
  M2L: [43.7575, -79.3748],
  M2M: [43.7891, -79.4085],
  M2N: [43.7701, -79.4085],
  M2P: [43.7528, -79.4004],
  M2R: [43.7821, -79.4423],
  M3A: [43.7533, -79.3297],
  M3B: [43.7459, -79.3522],
  M3C: [43.7259, -79.3402],
  M3H: [43.7543, -79.4423],
  M3J: [43.7679, -79.4873],
  M3K: [43.7374, -79.4648],
  M3L: [43.739, -79.5069],
  M3M: [43.7285, -79.4956],
  M3N: [43.7616, -79.5209],
  M4A: [43.7258, -79.3156],
  M4B: [43.7064, -79.3099],
  M4C: [43.6953, -79.3184],
  M4E: [43.6764, -79.293],
  M4G: [43.7091, -79.3635],
  M4H: [43.7054, -79.3494],
  M4J: [43.6853, -79.3381],
  M4K: [43.6796, -79.3522],
  M4L: [43.6689, -79.3156],
  M4M: [43.6595, -79.3409],
  M4N: [43.728, -79.3888],
  M4P: [43.7127, -79.3901],
  M4R: [43.7153, -79.4057],
  M4S: [43.704, -79.3888],
  M4T: [43.6896, -79.3832],
  M4V: [43.6864, -79.4],
  M4W: [43.6796, -79.3775],
  M4X: [43.668, -79.3677],
  M4Y: [43.6659, -79.3832],
  M5A: [43.6543, -79.3606],
  M5B: [43.6572, -79.3789],
  M5C: [43.6515, -79.3754],
  M5E: [43.6448, -79.3733],
  M5G: [43.658, -79.3874],
  M5H: [43.6506, -79.3846],
  M5J: [43.6406, -79.3807],
  M5K: [43.6472, -79.3816],
  M5L: [43.6482, -79.3798],
  M5M: [43.7332, -79.4197],
  M5N: [43.7117, -79.4169],
  M5P: [43.6969, -79.4113],
  M5R: [43.6727, -79.4057],
  M5S: [43.6627, -79.4],
  M5T: [43.6532, -79.4],
  M5V: [43.6429, -79.3976],
  M5W: [43.6464, -79.3748],
  M5X: [43.6484, -79.3823],
  M6A: [43.7185, -79.4648],
  M6B: [43.7096, -79.4451],
  M6C: [43.6937, -79.4282],
  M6E: [43.689, -79.4535],
  M6G: [43.6691, -79.4226],
  M6H: [43.669, -79.4423],
  M6J: [43.6479, -79.4197],
  M6K: [43.6368, -79.4282],
  M6L: [43.7137, -79.4901],
  M6M: [43.6911, -79.4761],
  M6N: [43.6731, -79.4873],
  M6P: [43.6616, -79.4648],
  M6R: [43.6489, -79.4563],
  M6S: [43.6515, -79.4845],
  M7A: [43.6623, -79.3895],
  M7R: [43.6369, -79.6155],
  M7Y: [43.6627, -79.3216],
  M8V: [43.6056, -79.5013],
  M8W: [43.6024, -79.5435],
  M8X: [43.6536, -79.5069],
  M8Y: [43.6363, -79.4985],
  M8Z: [43.6289, -79.5209],
  M9A: [43.6679, -79.5322],
  M9B: [43.6509, -79.5547],
  M9C: [43.6435, -79.5772],
  M9L: [43.7563, -79.566],
  M9M: [43.7248, -79.5322],
  M9N: [43.7069, -79.5182],
  M9P: [43.6963, -79.5322],
  M9R: [43.6889, -79.5547],
  M9V: [43.7394, -79.5885],
  M9W: [43.7067, -79.5941],
};

/** The centre of a Toronto postal code's district, or null for an unknown district. */
export function locateTorontoPostalCode(
  postalCode: string,
): { postalPrefix: string; lat: number; lng: number } | null {
  const postalPrefix = postalCode.trim().toUpperCase().slice(0, 3);
  const centre = centres[postalPrefix];
  return centre ? { postalPrefix, lat: centre[0], lng: centre[1] } : null;
}

/** Farther than this from every area's centre is not in a Toronto postal area we know. */
const NEAREST_AREA_KM = 4;

/**
 * The Toronto postal area whose centre is nearest a point (within 4 km), or null: how a pin
 * dropped without a postal code gets the area the artist sees before she accepts.
 */
export function nearestTorontoArea(point: { lat: number; lng: number }): string | null {
  let best: string | null = null;
  let bestKm = NEAREST_AREA_KM;
  for (const [prefix, [lat, lng]] of Object.entries(centres)) {
    const km = distanceKm(point, { lat, lng });
    if (km < bestKm) [best, bestKm] = [prefix, km];
  }
  return best;
}

/** The Toronto postal areas whose centres lie within `km` of a point, nearest first. */
export function nearbyTorontoAreas(point: { lat: number; lng: number }, km: number): string[] {
  return Object.entries(centres)
    .map(([prefix, [lat, lng]]) => ({ prefix, km: distanceKm(point, { lat, lng }) }))
    .filter((a) => a.km <= km)
    .sort((a, b) => a.km - b.km)
    .map((a) => a.prefix);
}
