import { inOntario, normalizePostalCode, postalAreaOf } from '#shared/domain/travel.ts';
import type { PlaceSuggestion } from '#shared/schemas/places.ts';
import type { Env } from '../../env.ts';
import { locateTorontoPostalCode } from './toronto-fsa.ts';

/**
 * Address search behind one small interface, with two providers: an HTTP geocoder speaking
 * Photon's or Nominatim's format (`GEOCODER_URL`), and the embedded postal areas, which need
 * no network. The HTTP one is given 2 seconds; a geocoder that fails or is slower gives way
 * to the postal areas, with a note, and never a server error.
 */
export interface Geocoder {
  suggest(text: string, signal: AbortSignal): Promise<PlaceSuggestion[]>;
}

/** How long the HTTP geocoder may take before the postal areas answer instead. */
export const GEOCODER_TIMEOUT_MS = 2_000;
/** Suggestions a search answers at most. */
export const MAX_SUGGESTIONS = 5;
/** Toronto's centre, to bias a geocoder's answers towards the city. */
const TORONTO = { lat: 43.6532, lng: -79.3832 };

/** A postal code typed anywhere in the text (`… Toronto M4L 1Z8`), or its first three characters. */
function postalCodeIn(text: string): string | null {
  const match = /\b([A-Z]\d[A-Z])\s?(\d[A-Z]\d)?\b/i.exec(text);
  return match ? normalizePostalCode(match[2] ? `${match[1]} ${match[2]}` : match[1]!) : null;
}

/** The embedded provider: a Toronto postal code places the pin at its area's centre. */
export const postalAreaGeocoder: Geocoder = {
  suggest(text) {
    const postalCode = postalCodeIn(text);
    const area = postalCode && locateTorontoPostalCode(postalCode);
    if (!area) return Promise.resolve([]);
    return Promise.resolve([
      {
        label: `${postalCode} (${area.postalPrefix} area), Toronto, ON`,
        lat: area.lat,
        lng: area.lng,
        postalCode,
        postalArea: area.postalPrefix,
        precise: false,
      },
    ]);
  },
};

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: Record<string, string | undefined>;
}
interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

function suggestion(
  label: string,
  lat: number,
  lng: number,
  postcode?: string,
): PlaceSuggestion | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !inOntario({ lat, lng })) return null;
  const postalCode = postcode ? normalizePostalCode(postcode) : null;
  const postalArea = postalCode ? postalAreaOf(postalCode) : null;
  return { label: label.slice(0, 200), lat, lng, postalCode, postalArea, precise: true };
}

/** "12 Queen St W, Toronto, M5H 2N2" from Photon's properties. */
function photonLabel(p: Record<string, string | undefined>): string {
  const street = [p.housenumber, p.street].filter(Boolean).join(' ');
  const first = p.name && p.name !== street ? [p.name, street] : [street || p.name];
  return [...first, p.city ?? p.district, p.postcode].filter(Boolean).join(', ');
}

/** Photon's GeoJSON answer as suggestions (Ontario only). */
export function fromPhoton(body: unknown): PlaceSuggestion[] {
  const features = (body as { features?: PhotonFeature[] } | null)?.features ?? [];
  return features.flatMap((f) => {
    const [lng, lat] = f.geometry?.coordinates ?? [NaN, NaN];
    const props = f.properties ?? {};
    return suggestion(photonLabel(props), lat, lng, props.postcode) ?? [];
  });
}

/** Nominatim's `jsonv2` answer as suggestions (Ontario only). */
export function fromNominatim(body: unknown): PlaceSuggestion[] {
  const places = Array.isArray(body) ? (body as NominatimPlace[]) : [];
  return places.flatMap(
    (p) =>
      suggestion(p.display_name ?? '', Number(p.lat), Number(p.lon), p.address?.postcode) ?? [],
  );
}

/** The HTTP provider, in Photon's or Nominatim's format. */
export function httpGeocoder(url: string, format: 'photon' | 'nominatim'): Geocoder {
  return {
    async suggest(text, signal) {
      const address = new URL(url);
      const params: Record<string, string> =
        format === 'photon'
          ? {
              q: text,
              limit: String(MAX_SUGGESTIONS),
              lat: `${TORONTO.lat}`,
              lon: `${TORONTO.lng}`,
            }
          : {
              q: text,
              format: 'jsonv2',
              addressdetails: '1',
              limit: String(MAX_SUGGESTIONS),
              countrycodes: 'ca',
            };
      for (const [key, value] of Object.entries(params)) address.searchParams.set(key, value);
      const response = await fetch(address, {
        signal,
        headers: { accept: 'application/json', 'user-agent': 'Blush (address suggestions)' },
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const body: unknown = await response.json();
      return format === 'photon' ? fromPhoton(body) : fromNominatim(body);
    },
  };
}

const geocoders = new WeakMap<Env, Geocoder | null>();

/** The configured HTTP geocoder, or null when only the postal areas answer. */
function configured(env: Env): Geocoder | null {
  if (!geocoders.has(env)) {
    const url = env.GEOCODER_URL;
    geocoders.set(env, url ? httpGeocoder(url, env.GEOCODER_FORMAT) : null);
  }
  return geocoders.get(env)!;
}

export interface Suggestions {
  places: PlaceSuggestion[];
  /** Set when the address search did not answer and postal codes alone were used. */
  fallback: boolean;
}

/**
 * Suggestions for what the customer typed: the HTTP geocoder's within 2 seconds, else (down,
 * slow, or not configured) the postal areas'. A postal code typed is always offered too.
 */
export async function suggestPlaces(
  env: Env,
  text: string,
  timeoutMs = GEOCODER_TIMEOUT_MS,
): Promise<Suggestions> {
  const byPostalCode = await postalAreaGeocoder.suggest(text, AbortSignal.timeout(1));
  const http = configured(env);
  if (!http) return { places: byPostalCode, fallback: false };
  try {
    const found = await http.suggest(text, AbortSignal.timeout(timeoutMs));
    return { places: [...found, ...byPostalCode].slice(0, MAX_SUGGESTIONS), fallback: false };
  } catch {
    return { places: byPostalCode, fallback: true };
  }
}
