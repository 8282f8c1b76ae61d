import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import {
  changeState,
  makeQuickCustomer,
  placeOrder,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  M4C,
  torontoAt,
  travellingArtist,
  VISIT_DOOR,
  visitOrder,
} from '#tests/support/fixtures/visits.fixtures.ts';

/**
 * A home visit's address reaches the artist only once she has accepted it (decision 0039):
 * before, every answer, e-mail and calendar entry she gets names its postal area alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const DOOR = Object.values(VISIT_DOOR);

/** A request for a home visit in East York (M4C), $15 to get there. */
async function requestVisit(artist: Artist, days: number) {
  const customer = await makeQuickCustomer(t);
  const order = visitOrder(artist, customer, torontoAt(days, '11:00'), M4C, 1500);
  const placed = await placeOrder(t, customer, artist, order);
  expect(placed.statusCode, placed.body).toBe(200);
  return { customer, id: placed.json<Array<{ _id: string }>>()[0]!._id };
}

const viewAs = async (who: { token: string }, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/book/item/${id}`, headers: bearer(who.token) })
  ).json<BookingView>();

/** The artist's calendar subscription, its folded lines joined again. */
async function feedOf(artist: Artist) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/calendar/feed',
    headers: bearer(artist.token),
  });
  const url = new URL(made.json<{ url: string }>().url);
  const feed = await t.app.inject({ method: 'GET', url: url.pathname });
  expect(feed.statusCode).toBe(200);
  return feed.body.replace(/\r\n[ \t]/g, '');
}

const withNone = (text: string) => DOOR.filter((part) => text.includes(part));

describe("a home visit's address", () => {
  it('reaches the artist as its postal area until she accepts, then in full', async () => {
    const artist = await travellingArtist(t);
    const { customer, id } = await requestVisit(artist, 3);

    const request = await mailTo(t.database, artist.email, /^New booking request/);
    expect(request.text).toContain("At the customer's place in M4C, Toronto");
    expect(withNone(request.text)).toEqual([]);
    expect(withNone(request.html)).toEqual([]);
    const before = await viewAs(artist, id);
    expect(withNone(JSON.stringify(before))).toEqual([]);
    expect(before.visit).toMatchObject({ postalArea: 'M4C', lat: null, addressShown: false });
    const requested = await feedOf(artist);
    expect(requested).toMatch(/LOCATION:At the customer's place in M4C/);
    expect(withNone(requested)).toEqual([]);
    // The customer's own e-mail and view name her place in full all along.
    const own = await mailTo(t.database, customer.email, /^Request sent/);
    expect(own.text).toContain('4B-12 Main St, Toronto (Side door)');
    expect((await viewAs(customer, id)).street).toBe(VISIT_DOOR.street);

    const accepted = await changeState(t, artist, id, 'request', { state: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const letter = await mailTo(t.database, artist.email, /^You accepted/);
    expect(letter.text).toContain("At the customer's place: 4B-12 Main St, Toronto (Side door)");
    const after = await viewAs(artist, id);
    expect(after).toMatchObject({ street: '12 Main St', descriptionAddress: 'Side door' });
    expect(after.visit).toMatchObject({ ...M4C, unit: '4B', buzzer: '0412', addressShown: true });
    expect(await feedOf(artist)).toContain('4B-12 Main St');
  });

  it('is named by its postal area in her own language, and hidden again once called off', async () => {
    const artist = await travellingArtist(t);
    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, artist.id));
    const { id } = await requestVisit(artist, 4);
    const request = await mailTo(t.database, artist.email, /^Nouvelle demande/);
    expect(request.text).toContain('Chez la cliente, dans le secteur M4C, Toronto');
    expect(withNone(request.text)).toEqual([]);

    await changeState(t, artist, id, 'request', { state: 'declined', reason: 'too-far' });
    expect(withNone(JSON.stringify(await viewAs(artist, id)))).toEqual([]);
  });
});
