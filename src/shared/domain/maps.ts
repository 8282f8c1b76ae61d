/**
 * OpenStreetMap links (PRODUCT.md, Content: no map service of our own is needed, and with no
 * network the address text and link still show).
 */
export function openStreetMapUrl({ lat, lng }: { lat: number; lng: number }, zoom = 15): string {
  const la = lat.toFixed(5);
  const ln = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${zoom}/${la}/${ln}`;
}
