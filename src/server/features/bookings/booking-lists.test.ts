import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingBadges, BookingList, BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bookings, profiles } from '../../db/schema/index.ts';
import {
  AROUND_THE_CLOCK,
  book,
  changeState,
  complete,
  DAY,
  makeArtist,
  makeCustomer,
  orderFor,
  placeOrder,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const get = (who: { token: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const artistList = async (who: { token: string }) =>
  BookingList.parse((await get(who, '/api/book')).json()).bookings;
const customerList = async (who: { token: string }) =>
  BookingList.parse((await get(who, '/api/book/user-bookings')).json()).bookings;
const codeOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.bookCode!;

describe('what each party sees', () => {
  it('shows the customer money and code, the artist their share and never the code', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 30 * 60_000);

    const [asCustomer] = await customerList(customer);
    expect(asCustomer).toMatchObject({
      _id: bookingId,
      viewer: 'customer',
      state: 'request',
      subtotalCents: 8000,
      feeCents: 400,
      totalCents: 8400,
      commissionCents: null,
      payoutCents: null,
      bookCode: null,
      contactPhone: null,
      street: '100 Queen St W',
      postalCode: 'M5H 2N2',
      artist: { id: artist.id, name: 'Ava Artist' },
    });
    const [asArtist] = await artistList(artist);
    expect(asArtist).toMatchObject({
      viewer: 'artist',
      feeCents: null,
      totalCents: null,
      commissionCents: 1600,
      payoutCents: 6400,
      bookCode: null,
      contactPhone: null,
    });

    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    const code = await codeOf(bookingId);
    const customerItem = BookingView.parse(
      (await get(customer, `/api/book/item/${bookingId}`)).json(),
    );
    expect(customerItem).toMatchObject({ bookCode: code, contactPhone: '+14165550111' });
    expect((await customerList(customer))[0]!.bookCode).toBe(code);
    // The phone number the customer gave at checkout, shown to the artist while accepted.
    const artistBodies = [
      (await get(artist, '/api/book')).body,
      (await get(artist, `/api/book/item/${bookingId}`)).body,
    ];
    expect(JSON.parse(artistBodies[1]!)).toMatchObject({
      contactPhone: '+14165550199',
      bookCode: null,
    });
    await startedAgo(t, bookingId, 10 * 60_000); // completion opens at the start
    const completed = await complete(t, artist, bookingId, code);
    artistBodies.push(completed.body, (await get(artist, '/api/book')).body);
    for (const body of artistBodies) expect(body).not.toContain(code);
    expect((await customerList(customer))[0]).toMatchObject({ bookCode: code, contactPhone: null });
  });

  it('shows the artist the time a booking holds, with the buffers it was booked with', async () => {
    const artist = await makeArtist(t, {
      schedule: { ...AROUND_THE_CLOCK, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 },
    });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 2 * DAY);
    // The artist's buffers change after the booking: it keeps the ones it was made with.
    await t.database.db
      .update(profiles)
      .set({ schedule: AROUND_THE_CLOCK })
      .where(eq(profiles.userId, artist.id));
    const [asArtist] = await artistList(artist);
    const minutes = (from: string, to: string | null) =>
      (Date.parse(to!) - Date.parse(from)) / 60_000;
    expect(asArtist!._id).toBe(bookingId);
    expect(minutes(asArtist!.appointmentAt, asArtist!.busyFrom)).toBe(-15);
    expect(minutes(asArtist!.endsAt, asArtist!.busyUntil)).toBe(30);
    const [asCustomer] = await customerList(customer);
    expect(asCustomer).toMatchObject({ busyFrom: null, busyUntil: null });
  });

  it('shows numbers only while accepted', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 2 * DAY);
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    expect((await artistList(artist))[0]!.contactPhone).toBe('+14165550199');
    await changeState(t, customer, bookingId, 'accepted', { state: 'declined-user' });
    expect((await artistList(artist))[0]!.contactPhone).toBeNull();
    expect((await customerList(customer))[0]!.contactPhone).toBeNull();
  });

  it('lists the newest request first, with the customer’s street for a home visit', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const first = await book(t, customer, artist, 3 * DAY);
    const home = orderFor(artist, customer, {
      place: 'toHome',
      street: '1 Yonge St',
      descriptionAddress: 'Buzz 12',
    });
    const second = (await placeOrder(t, customer, artist, home)).json<Array<{ _id: string }>>()[0]!
      ._id;
    const list = await customerList(customer);
    expect(list.map((b) => b._id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      place: 'toHome',
      street: '1 Yonge St',
      postalCode: null,
      descriptionAddress: 'Buzz 12',
    });
  });

  it('hides a booking from anyone not party to it', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist);
    const stranger = await makeCustomer(t);
    expect((await get(stranger, `/api/book/item/${bookingId}`)).statusCode).toBe(404);
    expect(await customerList(stranger)).toEqual([]);
    expect(await artistList(stranger)).toEqual([]);
  });
});

describe('badges', () => {
  it('counts requests for the artist; for the customer, bookings past request and not cancelled', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const a = await book(t, customer, artist, 2 * DAY);
    await book(t, customer, artist, 3 * DAY);
    const c = await book(t, customer, artist, 4 * DAY);
    const d = await book(t, customer, artist, 5 * DAY);
    await changeState(t, artist, a, 'request', { state: 'accepted' });
    await changeState(t, customer, c, 'request', { state: 'declined-user' });
    await changeState(t, artist, d, 'request', { state: 'declined-posponed', text: 'Friday?' });
    const badges = async (who: { token: string }) =>
      BookingBadges.parse((await get(who, '/api/book/badges')).json());
    expect(await badges(artist)).toEqual({ artist: 1, customer: 0 });
    expect(await badges(customer)).toEqual({ artist: 0, customer: 2 });
  });
});

describe('terms', () => {
  it('are public and the ones the server applies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/book/terms' });
    expect(BookingTerms.parse(response.json())).toEqual({
      customerFeeBps: 500,
      platformHst: false,
      cancellationPolicy: [
        { minHoursBefore: 4, chargePercent: 0 },
        { minHoursBefore: null, chargePercent: 50 },
      ],
      cancellationText: [
        'Free if you cancel at least 4 hours before the appointment.',
        '50% of the total if you cancel less than 4 hours before the appointment, or after it starts.',
      ],
    });
  });
});
