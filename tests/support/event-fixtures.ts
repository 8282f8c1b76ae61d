/**
 * Test helpers for events (decision 0042): an artist who takes events, a request, a quote
 * with its assistants' yes, and the acceptance, all through the API.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { EventView } from '#shared/schemas/events.ts';
import { profiles } from '#server/db/schema/index.ts';
import {
  DAY,
  makeArtist,
  type Artist,
  type Customer,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { bearer, type TestApp } from '#tests/support/test-app.ts';

export const HOUR = 3_600_000;
/** `days` from now on the hour: the day everyone must be ready by. */
export const readyBy = (days = 10) => new Date(Math.ceil((Date.now() + days * DAY) / HOUR) * HOUR);

export async function eventArtist(t: TestApp) {
  const artist = await makeArtist(t, { amounts: [20_000, 10_000] });
  await t.database.db
    .update(profiles)
    .set({ takesEvents: true })
    .where(eq(profiles.userId, artist.id));
  return artist;
}

export const sendAs = (
  t: TestApp,
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

export function requestBody(artist: Artist, at: Date, change: object = {}) {
  return {
    eventType: 'wedding',
    readyBy: at.toISOString(),
    address: '1 Wedding Way, Toronto',
    people: [
      { name: 'Bride', serviceIds: [artist.services[0]!.id, artist.services[1]!.id] },
      { name: 'Maid of honour', serviceIds: [artist.services[0]!.id] },
    ],
    trialWanted: false,
    idempotencyKey: randomUUID(),
    ...change,
  };
}

export async function requested(t: TestApp, customer: Customer, artist: Artist, at = readyBy()) {
  const url = `/api/events/requests/${artist.id}`;
  const response = await sendAs(t, customer, 'POST', url, requestBody(artist, at));
  expect(response.statusCode, response.body).toBe(200);
  return EventView.parse(response.json());
}

export function quoteBody(at: Date, assistantIds: string[] = [], change: object = {}) {
  return {
    lines: [
      { person: 'Bride', service: 'Makeup', priceCents: 20_000, minutes: 90 },
      { person: 'Maid of honour', service: 'Makeup', priceCents: 10_000, minutes: 60 },
    ],
    travelFeeCents: 4_000,
    earlyStartFeeCents: 0,
    trialPriceCents: null,
    refundableUntil: new Date(at.getTime() - DAY).toISOString(),
    validUntil: new Date(at.getTime() - DAY).toISOString(),
    assistantIds,
    ...change,
  };
}

/** A request quoted by `lead` with `assistants`, each of whom has said yes. */
export async function quoted(
  t: TestApp,
  customer: Customer,
  lead: Artist,
  assistants: Artist[] = [],
  at = readyBy(),
) {
  const event = await requested(t, customer, lead, at);
  const body = quoteBody(
    at,
    assistants.map((a) => a.id),
  );
  const response = await sendAs(t, lead, 'POST', `/api/events/${event.id}/quotes`, body);
  expect(response.statusCode, response.body).toBe(200);
  for (const a of assistants) {
    const url = `/api/events/${event.id}/invitation`;
    expect((await sendAs(t, a, 'POST', url, { accept: true })).statusCode).toBe(200);
  }
  return EventView.parse(response.json());
}

export const acceptAs = (t: TestApp, customer: Customer, eventId: string, version = 1) =>
  sendAs(t, customer, 'POST', `/api/events/${eventId}/accept`, {
    version,
    cardId: customer.cardId,
  });
