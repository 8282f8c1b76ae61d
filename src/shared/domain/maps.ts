/**
 * OpenStreetMap links (docs/product.md, Content: no map service of our own is needed, and with no
 * network the address text and link still show).
 */
export function openStreetMapUrl({ lat, lng }: { lat: number; lng: number }, zoom = 15): string {
  const la = lat.toFixed(5);
  const ln = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${zoom}/${la}/${ln}`;
}

/**
 * A search for a street in Toronto: for an address we hold no coordinates for (a customer's
 * street). 'Toronto, ON' and the postal code narrow it to the right one.
 */
export function openStreetMapSearchUrl(street: string, postalCode?: string | null): string {
  const query = [street, 'Toronto, ON', postalCode].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export const TILE_SIZE = 256;

/** Web Mercator: the position of a point in world pixels at a zoom level (256 px tiles). */
export function worldPixel({ lat, lng }: { lat: number; lng: number }, zoom: number) {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface MapTile {
  z: number;
  x: number;
  y: number;
  /** Where the tile's top-left corner sits in the preview, in px. */
  left: number;
  top: number;
}

/** The tiles that cover a `width` × `height` preview centred on a point. */
export function tilesAround(
  point: { lat: number; lng: number },
  zoom: number,
  width: number,
  height: number,
): MapTile[] {
  const centre = worldPixel(point, zoom);
  const originX = centre.x - width / 2;
  const originY = centre.y - height / 2;
  const tiles: MapTile[] = [];
  for (let x = Math.floor(originX / TILE_SIZE); x * TILE_SIZE < originX + width; x++) {
    for (let y = Math.floor(originY / TILE_SIZE); y * TILE_SIZE < originY + height; y++) {
      tiles.push({ z: zoom, x, y, left: x * TILE_SIZE - originX, top: y * TILE_SIZE - originY });
    }
  }
  return tiles;
}

/** A tile's address from a template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
export function tileUrl(template: string, tile: Pick<MapTile, 'z' | 'x' | 'y'>): string {
  return template
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}

/**
 * OpenStreetMap's directions by car to a point, from `from` when given (else the visitor types
 * where she starts): the artist's legs between visits, a profile's area.
 */
export function directionsUrl(
  to: { lat: number; lng: number },
  from?: { lat: number; lng: number },
) {
  const point = (p: { lat: number; lng: number }) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
  const route = `${from ? point(from) : ''};${point(to)}`;
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${encodeURIComponent(route)}`;
}
