import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, profiles, profileServices, users } from '#server/db/schema/index.ts';
import { sortArtists, type ArtistSort, type RankedArtist } from '#shared/domain/artist-search.ts';
import { distanceKm } from '#shared/domain/rescue.ts';
import { outsideAreaProblem } from '#shared/domain/travel.ts';
import { heldTime, type Schedule } from '#shared/domain/availability.ts';
import {
  addCalendarDays,
  torontoDay,
  torontoInstant,
  torontoParts,
} from '#shared/domain/toronto-time.ts';
import { ArtistSearchPage } from '#shared/schemas/search.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  addArtist,
  nonce,
  secrets,
  type ArtistSpec,
} from '#tests/support/fixtures/search.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** Every day, the given hours, no notice: free times are certain whatever the test's hour. */
const hours = (start: string, end: string): Schedule => ({
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ start, end }]),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 60,
  slotIntervalMinutes: 30,
  maxPerDay: null,
});
const allDay = hours('00:00', '24:00');
const closed: Schedule = { ...allDay, weekly: [[], [], [], [], [], [], []] };
const service = [{ type: 'Soft glam', amount: 8000, description: 'Lovely.' }];

/** An artist found by the word `word` in her bio. */
const artistWith = (word: string, spec: ArtistSpec = {}) =>
  addArtist(db(), {
    bio: `Makeup, ${word}.`,
    schedule: allDay,
    services: service,
    price: 8000,
    ...spec,
  });

async function findArtists(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/search/artists?${params}` });
  return {
    status: res.statusCode,
    text: res.body,
    body: res.json<ArtistSearchPage & { error?: { fields?: Record<string, string> } }>(),
  };
}
const idsOf = (page: ArtistSearchPage) => page.artists.map((a) => a._id);

/** A booking holding an hour of her time from `at`, written straight into the table. */
async function addBooking(artistId: string, at: Date, state: 'accepted' | 'declined' = 'accepted') {
  const customer = randomUUID();
  await db()
    .insert(users)
    .values({ id: customer, email: `${customer}@example.com`, firstName: 'C', lastName: 'C' });
  await db()
    .insert(bookings)
    .values({
      customerId: customer,
      artistId,
      state,
      appointmentAt: at,
      ...heldTime(at, 60),
      services: [],
      subtotalCents: 100,
      feeCents: 5,
      totalCents: 105,
      place: 'artistSite',
      idempotencyKey: randomUUID(),
      respondBy: at,
    });
}

describe('artist cards', () => {
  it('show her photo, three pictures, price all-in, rating and her next three free times', async () => {
    const word = nonce();
    const ana = await artistWith(word, {
      avatar: true,
      rating: 4.8,
      reviewCount: 12,
      pictures: ['Glam Makeup', 'Bridal Makeup', 'Glam Makeup', 'Social Makeup'],
    });
    const { status, body, text } = await findArtists({ q: word });
    expect(status).toBe(200);
    expect(ArtistSearchPage.parse(body)).toEqual(body);
    expect(body.total).toBe(1);
    const [card] = body.artists;
    expect(card).toMatchObject({
      _id: ana.id,
      firstName: 'Ana',
      price: 8400, // $80 with the 5% booking fee
      rating: 4.8,
      reviewCount: 12,
      bookable: true,
      distanceKm: null,
      profileImage: { _id: ana.avatarId },
      studioArea: 'M5V',
    });
    // The newest three.
    expect(card!.pictures.map((p) => p._id)).toEqual(ana.pictures.slice(1).reverse());
    expect(card!.nextTimes).toHaveLength(3);
    const times = card!.nextTimes.map(Date.parse);
    expect(times[0]).toBeGreaterThan(Date.now());
    expect(times[1]! - times[0]!).toBe(30 * 60_000);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
  });

  it('say when an artist adds HST to her price', async () => {
    const word = nonce();
    const registered = await artistWith(word, { hstNumber: '123456782RT0001' });
    const plain = await artistWith(word);
    const { body } = await findArtists({ q: word });
    const hstOf = (id: string) => body.artists.find((a) => a._id === id)?.hstRegistered;
    expect(hstOf(registered.id)).toBe(true);
    expect(hstOf(plain.id)).toBe(false);
  });

  it('pictures in the asked category come first', async () => {
    const word = nonce();
    const ana = await artistWith(word, { pictures: ['Haircut', 'Glam Makeup', 'Glam Makeup'] });
    const { body } = await findArtists({ q: word, categories: 'Haircut' });
    expect(body.artists[0]!.pictures[0]!._id).toBe(ana.pictures[0]);
  });

  it('skip a time another booking holds', async () => {
    const word = nonce();
    const ana = await artistWith(word);
    const before = (await findArtists({ q: word })).body.artists[0]!.nextTimes;
    const at = new Date(before[0]!);
    await addBooking(ana.id, at);
    const after = (await findArtists({ q: word })).body.artists[0]!.nextTimes;
    expect(after[0]).toBe(new Date(at.getTime() + 60 * 60_000).toISOString());
  });
});

describe('no dead ends', () => {
  it('leaves out artists with no bank account or no free time, unless everyone is asked for', async () => {
    const word = nonce();
    const open = await artistWith(word);
    const noBank = await artistWith(word, { payout: false });
    const noTime = await artistWith(word, { schedule: closed });
    expect(idsOf((await findArtists({ q: word })).body)).toEqual([open.id]);

    const everyone = (await findArtists({ q: word, showEveryone: 'true' })).body;
    expect(new Set(idsOf(everyone))).toEqual(new Set([open.id, noBank.id, noTime.id]));
    const card = (id: string) => everyone.artists.find((a) => a._id === id)!;
    expect(card(open.id)).toMatchObject({ bookable: true });
    expect(card(noBank.id)).toMatchObject({ bookable: false, nextTimes: [] });
    expect(card(noTime.id)).toMatchObject({ bookable: false, nextTimes: [] });
    // Who can take bookings comes first in best match only by score: soonest puts them first.
    const soonest = (await findArtists({ q: word, showEveryone: 'true', sort: 'soonest' })).body;
    expect(idsOf(soonest)[0]).toBe(open.id);
  });

  it('a date and time of day keep those free then, and show those times', async () => {
    const word = nonce();
    const mornings = await artistWith(word, { schedule: hours('08:00', '11:00') });
    await artistWith(word, { schedule: hours('13:00', '16:00') });
    const tomorrow = addCalendarDays(torontoDay(new Date()), 1);
    const { body } = await findArtists({ q: word, date: tomorrow, timeOfDay: 'morning' });
    expect(idsOf(body)).toEqual([mornings.id]);
    for (const time of body.artists[0]!.nextTimes) {
      expect(torontoDay(new Date(time))).toBe(tomorrow);
      expect(torontoParts(new Date(time)).hour).toBeLessThan(12);
    }
    const [y, m, d] = tomorrow.split('-').map(Number) as [number, number, number];
    expect(body.artists[0]!.nextTimes[0]).toBe(torontoInstant(y, m, d, 8).toISOString());
    const evening = await findArtists({ q: word, date: tomorrow, timeOfDay: 'evening' });
    expect(evening.body.artists).toEqual([]);
  });

  it('free this week keeps those with a free time before Sunday night', async () => {
    const word = nonce();
    const free = await artistWith(word);
    const today = torontoDay(new Date());
    // Days off through the coming eight days: free only next week.
    const overrides = Array.from({ length: 9 }, (_, i) => ({
      date: addCalendarDays(today, i),
      ranges: [],
    }));
    await artistWith(word, { schedule: { ...allDay, overrides } });
    const { body } = await findArtists({ q: word, freeThisWeek: 'true' });
    expect(idsOf(body)).toEqual([free.id]);
    expect((await findArtists({ q: word })).body.total).toBe(2);
  });
});

describe('distance and the map', () => {
  it('measures from a postal code and sorts nearest first', async () => {
    const word = nonce();
    const far = await artistWith(word, { lat: 43.8067, lng: -79.1944 }); // Scarborough
    const near = await artistWith(word, { lat: 43.6429, lng: -79.3976 }); // M5V
    const { body } = await findArtists({ q: word, near: 'M5V 3L9', sort: 'distance' });
    expect(idsOf(body)).toEqual([near.id, far.id]);
    expect(body.artists[0]!.distanceKm).toBe(0);
    expect(body.artists[1]!.distanceKm).toBeGreaterThan(20);
  });

  it('finds the artists who come to a postal code, by radius or postal area, nearest first', async () => {
    const word = nonce();
    const fees = [{ upToKm: null, feeCents: 1500 }];
    // M4L 1Z8 is in M4L (Leslieville), its centre about 5.6 km from M5V's.
    const m5v = { lat: 43.6404, lng: -79.3995, postalArea: 'M5V' };
    const m4l = { lat: 43.6689, lng: -79.3156, postalArea: 'M4L' };
    const travels = { place: false, delivery: true };
    const radius = (km: number) => ({ base: m5v, radiusKm: km, postalAreas: [], feeBands: fees });
    const within = await artistWith(word, { ...travels, ...m5v, serviceArea: radius(10) });
    const short = await artistWith(word, { ...travels, ...m5v, serviceArea: radius(3) });
    const listed = await artistWith(word, {
      ...travels,
      ...m4l,
      serviceArea: { base: m4l, radiusKm: null, postalAreas: ['M4C', 'M4L'], feeBands: fees },
    });
    const unlisted = await artistWith(word, {
      ...travels,
      ...m4l,
      serviceArea: { base: m4l, radiusKm: null, postalAreas: ['M4C'], feeBands: fees },
    });
    const anywhere = await artistWith(word, { ...travels, lat: 43.7701, lng: -79.4085 });
    const studioOnly = await artistWith(word, { ...m4l });
    const { status, body } = await findArtists({
      q: word,
      comesTo: 'M4L 1Z8',
      near: 'M4L 1Z8',
      sort: 'distance',
    });
    expect(status).toBe(200);
    // Nearest first: she lives in M4L, then downtown (5.6 km), then North York (no area set).
    expect(idsOf(body)).toEqual([listed.id, within.id, anywhere.id]);
    expect(idsOf(body)).not.toContain(short.id);
    expect(idsOf(body)).not.toContain(unlisted.id);
    expect(idsOf(body)).not.toContain(studioOnly.id);
    // The same rule as the checkout's.
    for (const [artist, comes] of [
      [within, true],
      [short, false],
      [listed, true],
      [unlisted, false],
    ] as const) {
      const [row] = await db()
        .select({ area: profiles.serviceArea })
        .from(profiles)
        .where(eq(profiles.userId, artist.id));
      expect(outsideAreaProblem(row!.area!, m4l, 'She') === null).toBe(comes);
    }
  });

  it('a bounding box keeps those inside it', async () => {
    const word = nonce();
    await artistWith(word, { lat: 43.8067, lng: -79.1944 });
    const inside = await artistWith(word, { lat: 43.6429, lng: -79.3976 });
    const { body } = await findArtists({ q: word, bbox: '-79.45,43.6,-79.35,43.7' });
    expect(idsOf(body)).toEqual([inside.id]);
  });
});

describe('bad input is a 400 naming the field', () => {
  const today = torontoDay(new Date());
  it.each<[string, Record<string, string>, string]>([
    ['a date more than 60 days ahead', { date: addCalendarDays(today, 61) }, 'date'],
    ['a past date', { date: addCalendarDays(today, -1) }, 'date'],
    ['a malformed date', { date: '2026-13' }, 'date'],
    ['a bounding box of three numbers', { bbox: '1,2,3' }, 'bbox'],
    ['a bounding box with words', { bbox: 'a,b,c,d' }, 'bbox'],
    ['a bounding box west of east reversed', { bbox: '-79,43.6,-79.5,43.7' }, 'bbox'],
    ['distance without a place', { sort: 'distance' }, 'near'],
    ['a postal code outside Toronto', { near: 'K1A 0B1' }, 'near'],
    ['a Toronto-like district we do not know', { near: 'M9Z' }, 'near'],
    ['a malformed postal code to come to', { comesTo: 'M4L 1Z' }, 'comesTo'],
    ['a postal code to come to outside Toronto', { comesTo: 'K1A 0B1' }, 'comesTo'],
    ['a Toronto-like district to come to we do not know', { comesTo: 'M9Z' }, 'comesTo'],
    ['a time of day without a date', { timeOfDay: 'morning' }, 'timeOfDay'],
    ['an unknown sort', { sort: 'newest' }, 'sort'],
  ])('%s', async (_, query, field) => {
    const { status, body } = await findArtists(query);
    expect(status).toBe(400);
    expect(Object.keys(body.error?.fields ?? {})).toEqual([field]);
  });
});

describe('a page costs the same queries however many cards it holds', () => {
  it('works out new free times in one batch, then reads candidates, bookings and pictures once each', async () => {
    const count = async (word: string, sort = 'bestMatch') => {
      const spy = vi.spyOn(db(), 'execute');
      const { body } = await findArtists({ q: word, sort });
      // Only this search's reads (a job worker may poll the same database meanwhile).
      const text = (query: unknown) =>
        (db() as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query as SQL).sql;
      const calls = spy.mock.calls.filter(([query]) =>
        /search|profiles p|bookings b/.test(text(query)),
      ).length;
      spy.mockRestore();
      return { calls, cards: body.artists.length };
    };
    const [one, twelve] = [nonce(), nonce()];
    // New artists' free times are worked out in one batch, however many they are.
    await artistWith(one);
    const oneNew = await count(one);
    for (let i = 0; i < 12; i++) await artistWith(twelve);
    const twelveNew = await count(twelve);
    expect(twelveNew.calls).toBeLessThanOrEqual(oneNew.calls);
    // Then kept: a search (another order: answers are kept) reads them, and the page's
    // cards, bookings and pictures once each.
    await findArtists({ q: one, sort: 'price' }); // this process has seen them all fresh
    const small = await count(one, 'rating');
    const large = await count(twelve, 'rating');
    expect([small.cards, large.cards]).toEqual([1, 12]);
    expect(small.calls).toBeGreaterThanOrEqual(3);
    expect(small.calls).toBeLessThan(oneNew.calls);
    expect(large.calls).toBe(small.calls);
  });
});

describe('the database ranks and pages as the rules say', () => {
  const word = nonce();
  const near = { lat: 43.6429, lng: -79.3976 }; // M5V
  const specs: {
    rating: number | null;
    reviews: number;
    price: number | null;
    at: [number, number] | null;
    opens: string;
    recent: number;
    payout?: boolean;
  }[] = [
    { rating: 5, reviews: 1, price: 9000, at: [43.65, -79.38], opens: '09:00', recent: 0 },
    { rating: 4.9, reviews: 40, price: 9000, at: [43.7, -79.4], opens: '10:00', recent: 3 },
    { rating: null, reviews: 0, price: 5000, at: null, opens: '08:00', recent: 0 },
    { rating: 3.5, reviews: 8, price: null, at: [43.8, -79.2], opens: '09:00', recent: 20 },
    { rating: 4.5, reviews: 10, price: 12000, at: [43.64, -79.4], opens: '11:00', recent: 1 },
    { rating: 4.5, reviews: 10, price: 12000, at: [43.64, -79.4], opens: '11:00', recent: 1 },
    {
      rating: 4,
      reviews: 2,
      price: 7000,
      at: [43.66, -79.41],
      opens: '07:00',
      recent: 0,
      payout: false,
    },
    { rating: 4.2, reviews: 15, price: 8000, at: [43.75, -79.3], opens: '13:00', recent: 6 },
    { rating: 4.8, reviews: 5, price: 6500, at: [43.68, -79.35], opens: '09:30', recent: 2 },
    { rating: 3.9, reviews: 30, price: 15000, at: [43.62, -79.5], opens: '12:00', recent: 0 },
    { rating: 4.6, reviews: 3, price: 9900, at: [43.71, -79.42], opens: '08:30', recent: 9 },
    { rating: 4.1, reviews: 12, price: 4000, at: [43.69, -79.29], opens: '10:30', recent: 4 },
    { rating: 5, reviews: 60, price: 20000, at: [43.64, -79.38], opens: '14:00', recent: 12 },
    { rating: 2.8, reviews: 4, price: 3000, at: [43.78, -79.45], opens: '06:00', recent: 0 },
  ];
  const artists: (RankedArtist & { spec: (typeof specs)[number] })[] = [];

  beforeAll(async () => {
    for (const spec of specs) {
      const { id } = await artistWith(word, {
        rating: spec.rating,
        reviewCount: spec.reviews,
        price: spec.price,
        schedule: hours(spec.opens, '20:00'),
        ...(spec.price === null ? { services: [] } : {}),
        ...(spec.at ? { lat: spec.at[0], lng: spec.at[1] } : {}),
        ...(spec.payout === false ? { payout: false } : {}),
      });
      // Declined bookings of last week: they count as recent, and hold no time.
      for (let i = 0; i < spec.recent; i++)
        await addBooking(id, new Date(Date.now() - 86_400_000 * (i + 1)), 'declined');
      artists.push({
        id,
        spec,
        textRank: 0,
        rating: spec.rating,
        reviewCount: spec.reviews,
        recentBookings: spec.recent,
        nextFreeAt: null,
        priceCents: spec.price === null ? null : Math.round(spec.price * 1.05),
        distanceKm: spec.at ? distanceKm(near, { lat: spec.at[0], lng: spec.at[1] }) : null,
      });
    }
  });

  it.each<ArtistSort>(['bestMatch', 'soonest', 'price', 'distance', 'rating'])(
    '%s, over two pages',
    async (sort) => {
      const query = { q: word, showEveryone: 'true', near: 'M5V 3L9', sort };
      const first = (await findArtists(query)).body;
      const second = (await findArtists({ ...query, page: 2 })).body;
      expect([first.total, first.nextPage, second.nextPage]).toEqual([14, 2, null]);
      const cards = [...first.artists, ...second.artists];
      // Her next free time is the one her card shows (the same rules, worked out apart).
      const found = artists.map((a) => {
        const card = cards.find((c) => c._id === a.id)!;
        return { ...a, nextFreeAt: card.nextTimes[0] ? Date.parse(card.nextTimes[0]) : null };
      });
      expect(cards.map((c) => c._id)).toEqual(sortArtists(found, sort).map((a) => a.id));
    },
  );
});

describe('the kept free times follow every change', () => {
  it('a booking, new hours and a new service show at once', async () => {
    const word = nonce();
    const ana = await artistWith(word);
    const tomorrow = addCalendarDays(torontoDay(new Date()), 1);
    const morning = { q: word, date: tomorrow, timeOfDay: 'morning' };
    const first = (await findArtists(morning)).body.artists[0]!.nextTimes[0]!;
    // Booked from midnight to noon tomorrow: no morning left.
    const [y, m, d] = tomorrow.split('-').map(Number) as [number, number, number];
    for (let h = 0; h < 12; h++) await addBooking(ana.id, torontoInstant(y, m, d, h));
    expect((await findArtists(morning)).body.artists).toEqual([]);
    expect(first).toBe(torontoInstant(y, m, d, 0).toISOString());
    // Her hours closed: nobody, not even without a filter.
    await db().update(profiles).set({ schedule: closed }).where(eq(profiles.userId, ana.id));
    expect((await findArtists({ q: word })).body.artists).toEqual([]);
    // Open in the evenings with a 3-hour service: her first start leaves room for it.
    await db()
      .update(profiles)
      .set({ schedule: hours('18:00', '22:00') })
      .where(eq(profiles.userId, ana.id));
    await db()
      .update(profileServices)
      .set({ durationMinutes: 180 })
      .where(eq(profileServices.userId, ana.id));
    const evening = (await findArtists({ q: word, date: tomorrow })).body.artists[0]!;
    expect(evening.nextTimes).toEqual([
      torontoInstant(y, m, d, 18).toISOString(),
      torontoInstant(y, m, d, 18, 30).toISOString(),
      torontoInstant(y, m, d, 19).toISOString(),
    ]);
  });
});
