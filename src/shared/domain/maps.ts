/**
 * OpenStreetMap links (PRODUCT.md, Content: no map service of our own is needed, and with no
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
