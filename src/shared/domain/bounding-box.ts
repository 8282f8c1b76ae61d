/**
 * "west,south,east,north" in degrees, as the URL and the search API spell a map's visible
 * area: the box, or null when it is not four numbers in that order inside the globe. Shared by
 * the search page's URL and the API's schema; no zod here, as the page's first load reads it.
 */
export function parseBoundingBox(
  text: string,
): { west: number; south: number; east: number; north: number } | null {
  const parts = text.split(',').map((p) => (p.trim() === '' ? NaN : Number(p)));
  const [west, south, east, north] = parts as [number, number, number, number];
  const ok =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    west >= -180 &&
    east <= 180 &&
    south >= -90 &&
    north <= 90 &&
    west < east &&
    south < north;
  return ok ? { west, south, east, north } : null;
}
