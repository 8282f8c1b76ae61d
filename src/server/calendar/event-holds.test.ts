/**
 * An accepted event's hold is busy time for bookings (decision 0042): the free slots leave
 * it out and a booking on it is a 409, for the lead and for her assistant; a released hold,
 * or one of an acceptance unpaid for 24 hours, holds nothing. On both databases.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import { EVENT_HELD } from './claim-slot.ts';
import {
  errorOf,
  makeCustomer,
  orderFor,
  placeOrder,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  acceptAs,
  eventArtist,
  HOUR,
  quoted,
  readyBy,
  sendAs,
} from '#tests/support/fixtures/events.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error', PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z' });
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** The artist's free 30-minute slots on the event's day (Toronto), as instants. */
async function freeSlots(artist: Artist, at: Date) {
  const customer = await makeCustomer(t);
  const day = torontoDay(at);
  const url = `/api/availability/${artist.id}?from=${day}&to=${day}&minutes=30`;
  const response = await sendAs(t, customer, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ slots: string[] }>().slots.map((s) => Date.parse(s));
}

/** The slots of `slots` that overlap [from, until) for 30 minutes. */
const overlapping = (slots: number[], from: number, until: number) =>
  slots.filter((s) => s < until && s + 30 * MINUTE > from);

async function bookAt(artist: Artist, start: number) {
  const customer = await makeCustomer(t);
  const body = orderFor(artist, customer, { appointmentAt: new Date(start).toISOString() });
  return placeOrder(t, customer, artist, body);
}

describe('a day held by an accepted event', () => {
  it('is no free slot and no booking for the lead or her assistant, until released', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const at = readyBy(12);
    const event = await quoted(t, customer, lead, [ana], at);
    // The lead does the bride (90 minutes), her assistant the maid of honour (60).
    const held = { lead: at.getTime() - 90 * MINUTE, ana: at.getTime() - 60 * MINUTE };
    expect(overlapping(await freeSlots(lead, at), held.lead, at.getTime())).not.toEqual([]);
    expect((await acceptAs(t, customer, event.id)).statusCode).toBe(200);

    const leadSlots = await freeSlots(lead, at);
    expect(overlapping(leadSlots, held.lead, at.getTime())).toEqual([]);
    expect(leadSlots).toContain(at.getTime());
    expect(overlapping(await freeSlots(ana, at), held.ana, at.getTime())).toEqual([]);

    for (const [artist, start] of [
      [lead, at.getTime() - HOUR],
      [ana, at.getTime() - 45 * MINUTE],
    ] as const) {
      const refused = await bookAt(artist, start);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(EVENT_HELD);
      expect(errorOf(refused).fields).toEqual({ appointmentAt: EVENT_HELD });
    }

    // The artist cancels: the holds are released and the time is free again.
    expect((await sendAs(t, lead, 'POST', `/api/events/${event.id}/cancel`)).statusCode).toBe(200);
    expect(overlapping(await freeSlots(ana, at), held.ana, at.getTime())).not.toEqual([]);
    expect((await bookAt(ana, at.getTime() - 45 * MINUTE)).statusCode).toBe(200);
  });

  it('holds nothing once an acceptance is left unpaid for 24 hours', async () => {
    const [lead, declining] = [await eventArtist(t), await makeCustomer(t, '4000000000000341')];
    const at = readyBy(14);
    const event = await quoted(t, declining, lead, [], at);
    const answer = await acceptAs(t, declining, event.id);
    expect(answer.json()).toMatchObject({ state: 'accepted_unpaid' });
    const start = at.getTime() - HOUR;
    expect((await bookAt(lead, start)).statusCode).toBe(409);
    await t.database.db.execute(
      sql`update events set accepted_at = now() - interval '25 hours' where id = ${event.id}`,
    );
    expect((await bookAt(lead, start)).statusCode).toBe(200);
  });
});
