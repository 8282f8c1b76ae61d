import type { z } from 'zod';
import { outsideAreaProblem, quoteTravel, type ServiceArea } from '#shared/domain/travel.ts';
import type {
  SavedPlaceInput,
  SavedPlaceView,
  ServiceAreaInput,
  ServiceAreaView,
  TravelAnswer,
  TravelQuery,
} from '#shared/schemas/places.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { placeFrom } from '../../calendar/visit-place.ts';
import { suggestPlaces } from '../../integrations/geo/geocoder.ts';
import { locateTorontoPostalCode } from '../../integrations/geo/toronto-fsa.ts';
import {
  deleteSavedPlace,
  findSavedPlaces,
  findServiceArea,
  setServiceArea,
  upsertSavedPlace,
  type SavedPlaceRow,
} from './places.queries.ts';

/** GET /api/places/suggest: address suggestions (the postal areas when the search is down). */
export function suggest(ctx: AppContext, text: string) {
  return suggestPlaces(ctx.env, text);
}

/** What an area looks like to others: her base shown at its postal area's centre, not her door. */
function publicArea(area: ServiceArea): ServiceAreaView {
  const centre = area.base.postalArea ? locateTorontoPostalCode(area.base.postalArea) : null;
  return {
    base: {
      lat: centre?.lat ?? Math.round(area.base.lat * 100) / 100,
      lng: centre?.lng ?? Math.round(area.base.lng * 100) / 100,
      postalArea: area.base.postalArea,
      label: null,
    },
    radiusKm: area.radiusKm,
    postalAreas: area.postalAreas,
    feeBands: area.feeBands,
  };
}

const readArea = (ctx: AppContext, artistId: string) => findServiceArea(ctx.db, artistId);

/** GET /api/service-area/{artistUserId}: where a listed artist travels (null: she does not say). */
export async function publicServiceArea(ctx: AppContext, artistId: string) {
  const row = await readArea(ctx, artistId);
  if (!row?.listed) throw new AppError('not_found', 'This artist does not exist.');
  return { area: row.delivery && row.area ? publicArea(row.area) : null };
}

/** GET /api/travel/{artistUserId}: whether she comes to a place, how far it is and the fee. */
export async function travelTo(
  ctx: AppContext,
  artistId: string,
  query: z.output<typeof TravelQuery>,
): Promise<TravelAnswer> {
  const place = placeFrom(query)!;
  const row = await readArea(ctx, artistId);
  if (!row?.listed) throw new AppError('not_found', 'This artist does not exist.');
  if (!row.delivery) {
    const problem = `${row.firstName} does not travel to her clients`;
    return { served: false, problem, km: 0, feeCents: 0, postalArea: place.postalArea };
  }
  if (!row.area)
    return { served: true, problem: null, km: 0, feeCents: 0, postalArea: place.postalArea };
  const problem = outsideAreaProblem(row.area, place, row.firstName);
  return {
    served: !problem,
    problem,
    ...quoteTravel(row.area, place),
    postalArea: place.postalArea,
  };
}

/** GET /api/profile/service-area: the artist's own area, her base as she placed it. */
export async function ownServiceArea(ctx: AppContext, artistId: string) {
  const row = await readArea(ctx, artistId);
  const area = row?.area;
  if (!area) return { area: null };
  return { area: { ...area, base: { ...area.base, label: area.base.label ?? null } } };
}

/** PUT /api/profile/service-area: her base, radius or postal areas, and fee bands. */
export async function saveServiceArea(
  ctx: AppContext,
  artistId: string,
  input: z.output<typeof ServiceAreaInput>,
) {
  const base = placeFrom(input.base, 'base.postalCode')!;
  const area: ServiceArea & { base: { label: string | null } } = {
    base: { ...base, label: input.base.label || null },
    radiusKm: input.radiusKm,
    postalAreas: input.radiusKm === null ? [...new Set(input.postalAreas)].sort() : [],
    feeBands: input.feeBands,
  };
  if (!(await setServiceArea(ctx.db, artistId, area)))
    throw new AppError('not_found', 'Start your artist profile first.');
  return { area };
}

const placeView = (row: SavedPlaceRow): SavedPlaceView => ({
  kind: row.kind,
  label: row.label,
  lat: row.lat,
  lng: row.lng,
  postalCode: row.postalCode,
  unit: row.unit,
  buzzer: row.buzzer,
  notes: row.notes,
});

/** GET /api/places/saved: the caller's own saved places. */
export async function listSavedPlaces(ctx: AppContext, userId: string) {
  const rows = await findSavedPlaces(ctx.db, userId);
  return { places: rows.map(placeView).sort((a, b) => a.kind.localeCompare(b.kind)) };
}

/** PUT /api/places/saved/{kind}: saves (or replaces) her home or work place. */
export async function savePlace(
  ctx: AppContext,
  userId: string,
  kind: SavedPlaceView['kind'],
  input: z.output<typeof SavedPlaceInput>,
): Promise<SavedPlaceView> {
  const values = {
    label: input.label,
    lat: input.lat,
    lng: input.lng,
    postalCode: input.postalCode ?? null,
    unit: input.unit || null,
    buzzer: input.buzzer || null,
    notes: input.notes || null,
    updatedAt: new Date(),
  };
  return placeView(await upsertSavedPlace(ctx.db, userId, kind, values));
}

/** DELETE /api/places/saved/{kind}. */
export async function removePlace(ctx: AppContext, userId: string, kind: SavedPlaceView['kind']) {
  await deleteSavedPlace(ctx.db, userId, kind);
  return { ok: true as const };
}
