import { z } from 'zod';
import { inOntario, normalizePostalCode } from '../domain/travel.ts';
import { lineText, plainText } from './common.ts';

/**
 * Places: address suggestions, a visit's place, an artist's service area and a customer's
 * saved places. The same schemas check the forms and the routes.
 */

export const OUTSIDE_ONTARIO = 'is outside Ontario';
export const NOT_A_POSTAL_CODE = 'is not a Canadian postal code (like M4L 1Z8)';

const latitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const longitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

/** A Canadian postal code or its first three characters, written as Canada Post does. */
export const postalCode = lineText()
  .trim()
  .max(10, NOT_A_POSTAL_CODE)
  .transform((text, ctx) => {
    const normalized = normalizePostalCode(text);
    if (normalized) return normalized;
    ctx.addIssue({ code: 'custom', message: NOT_A_POSTAL_CODE });
    return z.NEVER;
  });

/** A point in Ontario: a 400 names `lat` (and `lng`) when it is not. */
export const OntarioPoint = z
  .strictObject({ lat: latitude, lng: longitude })
  .refine(inOntario, { path: ['lat'], message: OUTSIDE_ONTARIO });

export const PlaceSuggestion = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  postalCode: z.string().nullable(),
  postalArea: z.string().nullable(),
  /** False for a postal area's centre: the pin needs moving to the door. */
  precise: z.boolean(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

export const SuggestQuery = z.strictObject({
  q: lineText().trim().min(3, 'Type at least 3 characters').max(120, 'Type at most 120 characters'),
});
export const SuggestAnswer = z.object({
  places: z.array(PlaceSuggestion),
  /** The address search did not answer: only postal codes were looked up. */
  fallback: z.boolean(),
});
export type SuggestAnswer = z.infer<typeof SuggestAnswer>;

/** Where a home visit happens: the pin, and what the artist needs at the door. */
export const VisitPlace = z
  .strictObject({
    lat: latitude,
    lng: longitude,
    postalCode: postalCode.optional(),
    unit: lineText().trim().max(20, 'Use at most 20 characters').optional(),
    buzzer: lineText().trim().max(20, 'Use at most 20 characters').optional(),
  })
  .refine(inOntario, { path: ['lat'], message: OUTSIDE_ONTARIO });
export type VisitPlace = z.input<typeof VisitPlace>;

export const MAX_RADIUS_KM = 100;
export const MAX_POSTAL_AREAS = 60;
export const MAX_FEE_BANDS = 5;
export const MAX_TRAVEL_FEE_CENTS = 20_000;

const FeeBandInput = z.strictObject({
  upToKm: z
    .number({ error: 'must be a number of km' })
    .min(0.5, 'must be at least 0.5 km')
    .max(MAX_RADIUS_KM, `must be at most ${MAX_RADIUS_KM} km`)
    .nullable(),
  feeCents: z
    .number({ error: 'must be an amount' })
    .int('must be whole cents')
    .min(0, 'must not be negative')
    .max(MAX_TRAVEL_FEE_CENTS, 'must be at most $200'),
});

/** PUT /api/profile/service-area: where the artist goes, and what she charges to get there. */
export const ServiceAreaInput = z
  .strictObject({
    base: z.strictObject({
      lat: latitude,
      lng: longitude,
      postalCode: postalCode.optional(),
      label: lineText().trim().max(200).optional(),
    }),
    radiusKm: z
      .number({ error: 'must be a number of km' })
      .min(1, 'must be at least 1 km')
      .max(MAX_RADIUS_KM, `must be at most ${MAX_RADIUS_KM} km`)
      .nullable(),
    postalAreas: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]\d[A-Z]$/, 'must be a postal area like M4C'),
      )
      .max(MAX_POSTAL_AREAS, `List at most ${MAX_POSTAL_AREAS} postal areas`),
    feeBands: z.array(FeeBandInput).max(MAX_FEE_BANDS, `Give at most ${MAX_FEE_BANDS} bands`),
  })
  .refine((v) => inOntario(v.base), { path: ['base', 'lat'], message: OUTSIDE_ONTARIO })
  .refine((v) => v.radiusKm !== null || v.postalAreas.length > 0, {
    path: ['radiusKm'],
    message: 'Give a radius or at least one postal area',
  })
  .refine(
    (v) =>
      v.feeBands.every(
        (b, i) =>
          i === 0 ||
          (v.feeBands[i - 1]!.upToKm !== null &&
            (b.upToKm ?? Infinity) > v.feeBands[i - 1]!.upToKm!),
      ),
    { path: ['feeBands'], message: 'Each band must reach further than the one before' },
  );
export type ServiceAreaInput = z.input<typeof ServiceAreaInput>;

export const ServiceAreaView = z.object({
  base: z.object({
    lat: z.number(),
    lng: z.number(),
    postalArea: z.string().nullable(),
    label: z.string().nullable(),
  }),
  radiusKm: z.number().nullable(),
  postalAreas: z.array(z.string()),
  feeBands: z.array(z.object({ upToKm: z.number().nullable(), feeCents: z.number().int() })),
});
export type ServiceAreaView = z.infer<typeof ServiceAreaView>;

export const ServiceAreaAnswer = z.object({ area: ServiceAreaView.nullable() });

export const savedPlaceKinds = ['home', 'work'] as const;
export const SavedPlaceParams = z.strictObject({ kind: z.enum(savedPlaceKinds) });

/** A customer's saved place (home, work), offered at her next checkout. */
export const SavedPlaceInput = z
  .strictObject({
    label: lineText().trim().min(3, 'is required').max(200),
    lat: latitude,
    lng: longitude,
    postalCode: postalCode.optional(),
    unit: lineText().trim().max(20).optional(),
    buzzer: lineText().trim().max(20).optional(),
    notes: plainText().trim().max(300).optional(),
  })
  .refine(inOntario, { path: ['lat'], message: OUTSIDE_ONTARIO });

export const SavedPlaceView = z.object({
  kind: z.enum(savedPlaceKinds),
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  postalCode: z.string().nullable(),
  unit: z.string().nullable(),
  buzzer: z.string().nullable(),
  notes: z.string().nullable(),
});
export type SavedPlaceView = z.infer<typeof SavedPlaceView>;
export const SavedPlacesAnswer = z.object({ places: z.array(SavedPlaceView) });

/** A place in a query string: a pin (`lat`, `lng`) or a postal code, all optional. */
export const PlaceQueryFields = {
  lat: latitude.optional(),
  lng: longitude.optional(),
  postalCode: postalCode.optional(),
};

/** Both coordinates or neither, and in Ontario. */
export function checkPlaceQuery(
  q: { lat?: number | undefined; lng?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((q.lat === undefined) !== (q.lng === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['lng'], message: 'Give lat and lng together' });
  } else if (q.lat !== undefined && !inOntario({ lat: q.lat, lng: q.lng! })) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: OUTSIDE_ONTARIO });
  }
}

/** GET /api/travel/{artistUserId}: what a visit to a place costs and whether she goes there. */
export const TravelQuery = z
  .strictObject(PlaceQueryFields)
  .superRefine(checkPlaceQuery)
  .refine((q) => q.lat !== undefined || q.postalCode !== undefined, {
    path: ['postalCode'],
    message: 'Give a postal code or coordinates',
  });
export const TravelAnswer = z.object({
  /** Whether she goes there; `problem` says why not. */
  served: z.boolean(),
  problem: z.string().nullable(),
  km: z.number(),
  feeCents: z.number().int(),
  postalArea: z.string().nullable(),
});
export type TravelAnswer = z.infer<typeof TravelAnswer>;
