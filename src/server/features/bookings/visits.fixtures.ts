import { expect } from 'vitest';
import type { Schedule } from '#shared/domain/availability.ts';
import { quote } from '#shared/domain/settlement.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import { bearer, type TestApp } from '#tests/support/test-app.ts';
import {
  AROUND_THE_CLOCK,
  FEE_BPS,
  makeArtist,
  orderFor,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';

/**
 * Home visits for the tests: postal areas' centres, an artist who travels 10 km from downtown
 * with fees by distance, and an order for her at a pin.
 */

// Her base downtown (M5V), a client in East York (M4C, 8.9 km: $15), one in Malvern (M1B,
// 25 km: outside her 10 km).
export const M5V = { lat: 43.6404, lng: -79.3995 };
export const M4C = { lat: 43.6953, lng: -79.3184 };
export const M1B = { lat: 43.8067, lng: -79.1944 };

/** 10:00–18:00 every day, every 15 minutes, 15 minutes' buffer after each booking. */
export const DAYTIME: Schedule = {
  ...AROUND_THE_CLOCK,
  weekly: AROUND_THE_CLOCK.weekly.map(() => [{ start: '10:00', end: '18:00' }]),
  slotIntervalMinutes: 15,
  bufferAfterMinutes: 15,
};

export const AREA = {
  base: { ...M5V, postalCode: 'M5V' },
  radiusKm: 10,
  postalAreas: [],
  feeBands: [
    { upToKm: 5, feeCents: 0 },
    { upToKm: 15, feeCents: 1500 },
    { upToKm: null, feeCents: 3000 },
  ],
};

/** Toronto's wall clock `time`, `days` from today, as an ISO instant. */
export function torontoAt(days: number, time: string) {
  const date = addCalendarDays(torontoDay(new Date()), days);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return torontoInstant(y, m, d, h, min).toISOString();
}

/** An artist working 10:00–18:00 who travels within 10 km of M5V ($15 from 5 km, $30 beyond). */
export async function travellingArtist(
  t: TestApp,
  options: Parameters<typeof makeArtist>[1] = {},
): Promise<Artist> {
  const artist = await makeArtist(t, { schedule: DAYTIME, amounts: [8000], ...options });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/service-area',
    headers: bearer(artist.token),
    payload: AREA,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return artist;
}

/** The street, notes, unit and buzzer of every test visit: what the artist must not see early. */
export const VISIT_DOOR = {
  street: '12 Main St',
  descriptionAddress: 'Side door',
  unit: '4B',
  buzzer: '0412',
};

/** A home visit's order, priced with the travel fee as the checkout shows it. */
export function visitOrder(
  artist: Artist,
  customer: { cardId: string },
  at: string,
  place: { lat: number; lng: number },
  travelFeeCents: number,
) {
  const lines = [{ amountCents: artist.services[0]!.amountCents, quantity: 1 }];
  if (travelFeeCents > 0) lines.push({ amountCents: travelFeeCents, quantity: 1 });
  return orderFor(artist, customer, {
    appointmentAt: at,
    place: 'toHome',
    street: VISIT_DOOR.street,
    descriptionAddress: VISIT_DOOR.descriptionAddress,
    visit: { ...place, unit: VISIT_DOOR.unit, buzzer: VISIT_DOOR.buzzer },
    expectedTotalCents: quote(lines, FEE_BPS).totalCents,
  });
}
