import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { startFakeGeocoder, type FakeGeocoder } from '#tests/support/fake-geocoder.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { profiles } from '../../db/schema/index.ts';
import {
  changeState,
  errorOf,
  makeArtist,
  makeQuickCustomer,
  orderFor,
  placeOrder,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  AREA,
  M1B,
  M4C,
  M5V,
  torontoAt,
  travellingArtist as travelling,
  visitOrder,
} from '#tests/support/fixtures/visits.fixtures.ts';

let t: TestApp;
let geocoder: FakeGeocoder;
const travellingArtist = () => travelling(t);
beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  t = await createTestApp({ LOG_LEVEL: 'error', GEOCODER_URL: `${geocoder.url}/api` });
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

const DAY = addCalendarDays(torontoDay(new Date()), 3);

const slots = (artist: Artist, place: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/availability/${artist.id}?from=${DAY}&to=${DAY}&minutes=60${place}`,
  });
const startsOf = async (artist: Artist, place: string) => {
  const response = await slots(artist, place);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ slots: string[] }>().slots;
};

describe('a calendar that leaves time to travel', () => {
  it('offers no time she cannot reach, and a booking for one is a 409', async () => {
    const artist = await travellingArtist();
    const first = await makeQuickCustomer(t);
    // A visit in East York from 12:00 to 13:00; $15 to get there.
    const visit = visitOrder(artist, first, torontoAt(3, '12:00'), M4C, 1500);
    const placed = await placeOrder(t, first, artist, visit);
    expect(placed.statusCode, placed.body).toBe(200);

    // Without a place, the buffer alone: 13:15 is free. From downtown (40 minutes at midday)
    // the first time after her visit is 13:45, and the last before it ends by 11:20.
    const anywhere = await startsOf(artist, '');
    expect(anywhere).toContain(torontoAt(3, '13:15'));
    const downtown = await startsOf(artist, `&lat=${M5V.lat}&lng=${M5V.lng}`);
    expect(downtown).not.toContain(torontoAt(3, '13:15'));
    expect(downtown).not.toContain(torontoAt(3, '13:30'));
    expect(downtown).toContain(torontoAt(3, '13:45'));
    expect(downtown).toContain(torontoAt(3, '10:15'));
    expect(downtown).not.toContain(torontoAt(3, '10:30'));
    // A postal code places the customer at its area's centre, 0.3 km from her base's pin: the
    // same times, but the first of the day, which leaves her 10 minutes to get there.
    const postal = await startsOf(artist, '&postalCode=M5V%203L9');
    expect(downtown[0]).toBe(torontoAt(3, '10:00'));
    expect(postal).toEqual(downtown.slice(1));

    const second = await makeQuickCustomer(t);
    const tooSoon = await placeOrder(
      t,
      second,
      artist,
      visitOrder(artist, second, torontoAt(3, '13:15'), M5V, 0),
    );
    expect(tooSoon.statusCode).toBe(409);
    expect(errorOf(tooSoon).fields).toHaveProperty('appointmentAt');
    expect(errorOf(tooSoon).message).toMatch(/cannot travel there in time/);
    const reachable = await placeOrder(
      t,
      second,
      artist,
      visitOrder(artist, second, torontoAt(3, '13:45'), M5V, 0),
    );
    expect(reachable.statusCode, reachable.body).toBe(200);
  });
});

describe('her day starts and ends at her base', () => {
  it('leaves her the drive from her base to her first visit, and refuses a time before it', async () => {
    const artist = await travellingArtist();
    // Her hours start at 10:00 downtown; East York is 40 minutes away at that hour.
    const eastYork = await startsOf(artist, `&lat=${M4C.lat}&lng=${M4C.lng}`);
    expect(eastYork[0]).toBe(torontoAt(3, '10:45'));
    expect((await startsOf(artist, `&lat=${M5V.lat}&lng=${M5V.lng}`))[0]).toBe(
      torontoAt(3, '10:00'),
    );
    const customer = await makeQuickCustomer(t);
    const early = await placeOrder(
      t,
      customer,
      artist,
      visitOrder(artist, customer, torontoAt(3, '10:00'), M4C, 1500),
    );
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toMatch(/cannot travel there in time/);
  });
});

describe('the service area and the travel fee', () => {
  it('puts the fee in the price as a line, and refuses an address outside her area', async () => {
    const artist = await travellingArtist();
    const customer = await makeQuickCustomer(t);
    const placed = await placeOrder(
      t,
      customer,
      artist,
      visitOrder(artist, customer, torontoAt(4, '11:00'), M4C, 1500),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json<Array<{ _id: string }>>()[0]!._id;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/book/item/${id}`,
      headers: bearer(customer.token),
    });
    const view = mine.json<BookingView>();
    expect(view.services.map((s) => [s.typeOfService, s.amountCents])).toEqual([
      ['Bridal Makeup', 8000],
      ['Travel fee', 1500],
    ]);
    // $80 + $15, with the 5% booking fee on each.
    expect(view.totalCents).toBe(8400 + 1575);

    // The wrong total (the fee left out) is a 409 naming the right one.
    const unpriced = await placeOrder(t, customer, artist, {
      ...visitOrder(artist, customer, torontoAt(4, '15:00'), M4C, 0),
    });
    expect(unpriced.statusCode).toBe(409);
    expect(errorOf(unpriced).message).toContain('$99.75');

    const far = await placeOrder(
      t,
      customer,
      artist,
      visitOrder(artist, customer, torontoAt(4, '15:00'), M1B, 3000),
    );
    expect(far.statusCode).toBe(400);
    const problem = 'Ava travels within 10 km of M5V; this address is 25 km away';
    expect(errorOf(far)).toMatchObject({ message: problem, fields: { visit: problem } });
    const farSlots = await slots(artist, '&postalCode=M1B%201A1');
    expect(farSlots.statusCode).toBe(400);
    expect(errorOf(farSlots).message).toBe(problem);

    const quoteAnswer = await t.app.inject({
      method: 'GET',
      url: `/api/travel/${artist.id}?lat=${M4C.lat}&lng=${M4C.lng}`,
    });
    expect(quoteAnswer.json()).toEqual({
      served: true,
      problem: null,
      km: 8.9,
      feeCents: 1500,
      postalArea: 'M4C',
    });
  });

  it.each([
    ['coordinates outside Ontario', '&lat=45.5017&lng=-73.5673', 'lat', 'is outside Ontario'],
    ['a malformed postal code', '&postalCode=12345', 'postalCode', 'is not a Canadian postal'],
    ['half a pin', '&lat=43.7', 'lng', 'Give lat and lng together'],
    ['a postal area we do not know', '&postalCode=K1A%200A6', 'postalCode', 'not a Toronto'],
  ])('%s is a 400 naming the field', async (_, place, field, message) => {
    const artist = await travellingArtist();
    const response = await slots(artist, place);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toContain(message);
  });

  it('refuses an area with its base outside Ontario or with no reach, naming the field', async () => {
    const artist = await makeArtist(t);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/service-area',
        headers: bearer(artist.token),
        payload: { ...AREA, ...payload },
      });
    const montreal = await put({ base: { lat: 45.5017, lng: -73.5673 } });
    expect(montreal.statusCode).toBe(400);
    expect(errorOf(montreal).fields).toHaveProperty(['base.lat']);
    const nowhere = await put({ radiusKm: null, postalAreas: [] });
    expect(errorOf(nowhere).fields).toHaveProperty('radiusKm');
    const bands = await put({
      feeBands: [
        { upToKm: 10, feeCents: 0 },
        { upToKm: 5, feeCents: 500 },
      ],
    });
    expect(errorOf(bands).fields).toHaveProperty('feeBands');
    const listed = await put({ radiusKm: null, postalAreas: ['m4c', 'M4E'] });
    expect(listed.json()).toMatchObject({ area: { postalAreas: ['M4C', 'M4E'], radiusKm: null } });
  });
});

describe('privacy', () => {
  it('shows the artist the postal area until she accepts, then the address', async () => {
    const artist = await travellingArtist();
    const customer = await makeQuickCustomer(t);
    const placed = await placeOrder(
      t,
      customer,
      artist,
      visitOrder(artist, customer, torontoAt(5, '11:00'), M4C, 1500),
    );
    const id = placed.json<Array<{ _id: string }>>()[0]!._id;
    const asArtist = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/book/item/${id}`,
          headers: bearer(artist.token),
        })
      ).json<BookingView>();
    const before = await asArtist();
    expect(before).toMatchObject({ street: null, descriptionAddress: null });
    expect(before.visit).toEqual({
      postalArea: 'M4C',
      lat: null,
      lng: null,
      unit: null,
      buzzer: null,
      addressShown: false,
    });
    expect((await changeState(t, artist, id, 'request', { state: 'accepted' })).statusCode).toBe(
      200,
    );
    const after = await asArtist();
    expect(after).toMatchObject({ street: '12 Main St', descriptionAddress: 'Side door' });
    expect(after.visit).toMatchObject({ ...M4C, unit: '4B', buzzer: '0412', addressShown: true });
  });
});

describe('the artist’s day', () => {
  it('gives her a studio visit’s place, so her day shows the drive to and from it', async () => {
    const artist = await travellingArtist();
    // Her studio downtown (profile postal code M5H 2N2), pinned at her base.
    await t.database.db
      .update(profiles)
      .set({ lat: M5V.lat, lng: M5V.lng })
      .where(eq(profiles.userId, artist.id));
    const first = await makeQuickCustomer(t);
    const second = await makeQuickCustomer(t);
    const studio = await placeOrder(
      t,
      first,
      artist,
      orderFor(artist, first, { appointmentAt: torontoAt(6, '10:00') }),
    );
    expect(studio.statusCode, studio.body).toBe(200);
    const home = await placeOrder(
      t,
      second,
      artist,
      visitOrder(artist, second, torontoAt(6, '12:00'), M4C, 1500),
    );
    expect(home.statusCode, home.body).toBe(200);
    const idOf = (r: typeof studio) => r.json<Array<{ _id: string }>>()[0]!._id;
    const [studioId, homeId] = [idOf(studio), idOf(home)];

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/book',
      headers: bearer(artist.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const views = list.json<{ bookings: BookingView[] }>().bookings;
    const byId = (id: string) => views.find((b) => b._id === id)!;
    expect(byId(studioId).studio).toEqual({ ...M5V, postalArea: 'M5H' });
    expect(byId(homeId).studio).toBeNull();
    expect(byId(homeId).visit).toMatchObject({ postalArea: 'M4C' });

    // The customer reads the studio's street, not its pin.
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: `/api/book/item/${studioId}`,
      headers: bearer(first.token),
    });
    expect(asCustomer.json<BookingView>()).toMatchObject({
      studio: null,
      street: '100 Queen St W',
    });
  });
});

describe('address suggestions and saved places', () => {
  it('suggests addresses, falls back to the postal code when the geocoder is down', async () => {
    const user = await t.signUp();
    const ask = (q: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/places/suggest?q=${encodeURIComponent(q)}`,
        headers: bearer(user.token),
      });
    const found = await ask('100 Queen St');
    expect(found.json()).toMatchObject({ fallback: false });
    expect(found.json<{ places: unknown[] }>().places[0]).toMatchObject({
      postalArea: 'M5H',
      precise: true,
    });
    geocoder.fault = 'down';
    try {
      const fallback = await ask('100 Queen St W M5H 2N2');
      expect(fallback.statusCode).toBe(200);
      expect(fallback.json()).toMatchObject({ fallback: true, places: [{ postalArea: 'M5H' }] });
    } finally {
      geocoder.fault = null;
    }
    expect((await ask('ab')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/places/suggest?q=queen' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps each customer her own home and work', async () => {
    const chloe = await t.signUp();
    const maya = await t.signUp();
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/places/saved/home',
      headers: bearer(chloe.token),
      payload: { label: '12 Main St', ...M4C, postalCode: 'm4c1a1', unit: '4B' },
    });
    expect(save.json()).toMatchObject({ kind: 'home', postalCode: 'M4C 1A1', unit: '4B' });
    const list = (who: { token: string }) =>
      t.app
        .inject({ method: 'GET', url: '/api/places/saved', headers: bearer(who.token) })
        .then((r) => r.json<{ places: unknown[] }>().places);
    expect(await list(chloe)).toHaveLength(1);
    expect(await list(maya)).toHaveLength(0);
    const outside = await t.app.inject({
      method: 'PUT',
      url: '/api/places/saved/work',
      headers: bearer(chloe.token),
      payload: { label: 'Montreal', lat: 45.5, lng: -73.56 },
    });
    expect(errorOf(outside).fields).toHaveProperty('lat');
  });
});
