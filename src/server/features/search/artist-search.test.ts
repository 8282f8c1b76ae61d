import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, users } from '#server/db/schema/index.ts';
import { heldTime, type Schedule } from '#shared/domain/availability.ts';
import {
  addCalendarDays,
  torontoDay,
  torontoInstant,
  torontoParts,
} from '#shared/domain/toronto-time.ts';
import { ArtistSearchPage } from '#shared/schemas/search.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { addArtist, nonce, secrets, type ArtistSpec } from './search.fixtures.ts';

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
    const customer = randomUUID();
    await db()
      .insert(users)
      .values({ id: customer, email: `${customer}@example.com`, firstName: 'C', lastName: 'C' });
    const at = new Date(before[0]!);
    await db()
      .insert(bookings)
      .values({
        customerId: customer,
        artistId: ana.id,
        state: 'accepted',
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
    ['a time of day without a date', { timeOfDay: 'morning' }, 'timeOfDay'],
    ['an unknown sort', { sort: 'newest' }, 'sort'],
  ])('%s', async (_, query, field) => {
    const { status, body } = await findArtists(query);
    expect(status).toBe(400);
    expect(Object.keys(body.error?.fields ?? {})).toEqual([field]);
  });
});

describe('a page costs the same queries however many cards it holds', () => {
  it('reads candidates, bookings and pictures once each', async () => {
    const count = async (word: string) => {
      const spy = vi.spyOn(db(), 'execute');
      const { body } = await findArtists({ q: word });
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
    await artistWith(one);
    for (let i = 0; i < 12; i++) await artistWith(twelve);
    const small = await count(one);
    const large = await count(twelve);
    expect([small.cards, large.cards]).toEqual([1, 12]);
    expect(small.calls).toBeGreaterThanOrEqual(3);
    expect(large.calls).toBe(small.calls);
  });
});
