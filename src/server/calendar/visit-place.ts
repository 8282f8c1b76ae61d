import {
  outsideAreaProblem,
  postalAreaOf,
  quoteTravel,
  type Place,
  type ServiceArea,
} from '#shared/domain/travel.ts';
import { NOT_A_POSTAL_CODE } from '#shared/schemas/places.ts';
import { AppError } from '../app-error.ts';
import { locateTorontoPostalCode, nearestTorontoArea } from '../integrations/geo/toronto-fsa.ts';

/** A place as a request gives it: a pin (coordinates, already checked in Ontario) or a postal code. */
export interface PlaceQuery {
  lat?: number | undefined;
  lng?: number | undefined;
  postalCode?: string | undefined;
}

const UNKNOWN_AREA = 'is not a Toronto postal area we know: drop the pin on the map instead';
/** The zod 400s' own words: the field's message says what is wrong (known-messages.ts). */
const CHECK_FIELDS = 'Please check the highlighted fields.';

/**
 * The place a request names: its pin with the postal area (the one typed, else the nearest
 * Toronto area's), or a postal code's area centre. A postal code outside the known areas
 * without a pin is a 400 naming `postalCode`.
 */
export function placeFrom(query: PlaceQuery, field = 'postalCode'): Place | null {
  const typedArea = query.postalCode ? postalAreaOf(query.postalCode) : null;
  if (query.postalCode && !typedArea) {
    throw new AppError('validation', CHECK_FIELDS, { [field]: NOT_A_POSTAL_CODE });
  }
  if (query.lat !== undefined && query.lng !== undefined) {
    const point = { lat: query.lat, lng: query.lng };
    return { ...point, postalArea: typedArea ?? nearestTorontoArea(point) };
  }
  if (!query.postalCode) return null;
  const area = locateTorontoPostalCode(query.postalCode);
  if (!area) throw new AppError('validation', CHECK_FIELDS, { [field]: UNKNOWN_AREA });
  return { lat: area.lat, lng: area.lng, postalArea: area.postalPrefix };
}

/**
 * What a visit to `place` costs, or a 400 naming `field` when the artist does not go there:
 * "Priya travels within 10 km of M5V; this address is 18 km away".
 */
export function visitTerms(
  area: ServiceArea | null,
  place: Place,
  artistName: string,
  field: string,
): { km: number; feeCents: number } {
  if (!area) return { km: 0, feeCents: 0 };
  const problem = outsideAreaProblem(area, place, artistName);
  if (problem) throw new AppError('validation', problem, { [field]: problem });
  return quoteTravel(area, place);
}
