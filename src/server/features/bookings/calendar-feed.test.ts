import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { calendarFeeds, users } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  errorOf,
  makeArtist,
  makeCustomer,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', who: { token: string }) =>
  t.app.inject({ method, url: '/api/calendar/feed', headers: bearer(who.token) });

async function makeFeed(who: { token: string }) {
  const response = await call('POST', who);
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string; webcalUrl: string; googleUrl: string }>();
}

/** Fetches a feed as a calendar program does: by its address alone, no sign-in. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    summary: String(vevent.getFirstPropertyValue('summary')),
    status: String(vevent.getFirstPropertyValue('status')),
    uid: String(vevent.getFirstPropertyValue('uid')),
  }));
}

describe('the calendar subscription', () => {
  it('gives each person a private address of their bookings, as artist and as customer', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const requested = await book(t, customer, artist, 3 * DAY);
    const accepted = await book(t, customer, artist, 2 * DAY);
    const declined = await book(t, customer, artist, 4 * DAY);
    await changeState(t, artist, accepted, 'request', { state: 'accepted' });
    await changeState(t, artist, declined, 'request', { state: 'declined' });

    expect((await call('GET', customer)).json()).toEqual({
      active: false,
      createdAt: null,
      lastReadAt: null,
    });
    const link = await makeFeed(customer);
    expect(link.url).toMatch(/^https:\/\/blush\.test\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace('https:', 'webcal:'));
    expect(link.googleUrl).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(link.webcalUrl)}`,
    );

    const feed = await fetchFeed(link.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    // The soonest first; the declined one is gone; a request is tentative.
    expect(events(feed.body)).toEqual([
      {
        summary: 'Bridal Makeup with Ava Artist',
        status: 'CONFIRMED',
        uid: `booking-${accepted}@blush`,
      },
      {
        summary: 'Requested: Bridal Makeup with Ava Artist',
        status: 'TENTATIVE',
        uid: `booking-${requested}@blush`,
      },
    ]);
    expect(feed.body).not.toMatch(/Booking code/i);
    const status = (await call('GET', customer)).json<{ active: boolean; lastReadAt: string }>();
    expect(status.active).toBe(true);
    expect(status.lastReadAt).not.toBeNull();

    // The artist's own address lists the same bookings from their side.
    const artistFeed = await fetchFeed((await makeFeed(artist)).url);
    expect(events(artistFeed.body).map((e) => e.summary)).toEqual([
      'Bridal Makeup for Cleo Customer',
      'Requested: Bridal Makeup for Cleo Customer',
    ]);
  });

  it('stops the old address when a new one is made or the address is turned off', async () => {
    const customer = await makeCustomer(t);
    const first = await makeFeed(customer);
    const second = await makeFeed(customer);
    expect(second.url).not.toBe(first.url);
    const gone = await fetchFeed(first.url);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toMatch(/not in use/);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    expect((await call('DELETE', customer)).statusCode).toBe(200);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await call('GET', customer)).json()).toMatchObject({ active: false });
  });

  it('reads as not found for a blocked or deleted owner, and for a made-up address', async () => {
    const customer = await makeCustomer(t);
    const link = await makeFeed(customer);
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, customer.id));
    expect((await fetchFeed(link.url)).statusCode).toBe(404);
    const madeUp = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/feeds/${'A'.repeat(43)}.ics`,
    });
    expect(madeUp.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/calendar/feeds/abc.ics' });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps only the hash of the address', async () => {
    const customer = await makeCustomer(t);
    const link = await makeFeed(customer);
    const token = /feeds\/([\w-]+)\.ics$/.exec(link.url)![1]!;
    const [row] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, customer.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('is for signed-in people only', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/calendar/feed' });
      expect(response.statusCode).toBe(401);
    }
  });
});
