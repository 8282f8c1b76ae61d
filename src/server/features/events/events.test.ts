/**
 * Bridal and event quotes through the API (decision 0042): request, quote with an assistant,
 * acceptance with the retainer, completion with the balance and each member's share, both
 * sides' cancellations, and two acceptances racing for one artist's day.
 */
import { and, eq, sql, sum } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { heldTime } from '#shared/domain/availability.ts';
import { EventView } from '#shared/schemas/events.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import { bookings, eventHolds, events, ledgerEntries } from '#server/db/schema/index.ts';
import {
  book,
  DAY,
  errorOf,
  makeArtist,
  makeCustomer,
  type Artist,
  type Customer,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  acceptAs,
  eventArtist as fixtureEventArtist,
  HOUR,
  quoteBody,
  quoted as fixtureQuoted,
  readyBy as fixtureReadyBy,
  requestBody,
  requested as fixtureRequested,
  sendAs,
} from '#tests/support/fixtures/events.fixtures.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/** Two connections race only on PostgreSQL; PGlite runs one statement at a time. */
const onPostgres = inject('dbTemplate').kind === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error', PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z' });
});
afterAll(() => t.close());

const readyBy = (days?: number) => fixtureReadyBy(days);
const eventArtist = () => fixtureEventArtist(t);
const send = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => sendAs(t, who, method, url, payload);
const requested = (customer: Customer, artist: Artist, at?: Date) =>
  fixtureRequested(t, customer, artist, at);
const quoted = (customer: Customer, lead: Artist, assistants: Artist[] = [], at?: Date) =>
  fixtureQuoted(t, customer, lead, assistants, at);
const accept = (customer: Customer, eventId: string, version = 1) =>
  acceptAs(t, customer, eventId, version);

const owed = async (artistId: string) => {
  const [row] = await t.database.db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'artist_payable'), eq(ledgerEntries.userId, artistId)));
  return 0 - Number(row?.total ?? 0);
};

describe('asking for a quote', () => {
  it('opens an event with the artist’s services, named by the server', async () => {
    const event = await requested(await makeCustomer(t), await eventArtist());
    expect(event).toMatchObject({
      state: 'requested',
      people: [
        { name: 'Bride', services: ['Bridal Makeup', 'Blowout'] },
        { name: 'Maid of honour', services: ['Bridal Makeup'] },
      ],
      quote: null,
    });
  });

  it.each([
    ['a party of 0', { people: [] }, 'people'],
    ['a party of 31', 'party31', 'people'],
    ['a ready-by time in the past', { readyBy: '2020-01-01T15:00:00Z' }, 'readyBy'],
    ['a trial after the event', 'lateTrial', 'trialAt'],
  ])('refuses %s with a 400 naming the field', async (_name, change, field) => {
    const artist = await eventArtist();
    const at = readyBy();
    const person = { name: 'Guest', serviceIds: [artist.services[0]!.id] };
    const body: object =
      change === 'party31'
        ? { people: Array.from({ length: 31 }, () => person) }
        : change === 'lateTrial'
          ? { trialWanted: true, trialAt: new Date(at.getTime() + DAY).toISOString() }
          : (change as object);
    const response = await send(
      await makeCustomer(t),
      'POST',
      `/api/events/requests/${artist.id}`,
      requestBody(artist, at, body),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toContain(field);
  });

  it('is refused for an artist who does not take events', async () => {
    const artist = await makeArtist(t);
    const response = await send(
      await makeCustomer(t),
      'POST',
      `/api/events/requests/${artist.id}`,
      requestBody(artist, readyBy()),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the quote', () => {
  it('keeps every version, plans the day over the team and prices it all-in', async () => {
    const [lead, ana, customer] = [await eventArtist(), await eventArtist(), await makeCustomer(t)];
    const at = readyBy();
    const trialAt = new Date(at.getTime() - 7 * 86_400_000).toISOString();
    const event = await fixtureRequested(t, customer, lead, at, { trialWanted: true, trialAt });
    const first = await send(lead, 'POST', `/api/events/${event.id}/quotes`, quoteBody(at));
    expect(first.statusCode).toBe(200);
    const second = EventView.parse(
      (
        await send(
          lead,
          'POST',
          `/api/events/${event.id}/quotes`,
          quoteBody(at, [ana.id], { trialPriceCents: 8_000 }),
        )
      ).json(),
    );
    expect(second.versions).toBe(2);
    // $200 + $100 + $40 travel, each with the 5% fee: $357.00; 30% retainer. The trial
    // ($80) is its own booking, shown all-in too: $84.00.
    expect(second.quote).toMatchObject({
      version: 2,
      totalCents: 35_700,
      retainerCents: 10_710,
      balanceCents: 24_990,
      trialTotalCents: 8_400,
    });
    expect(second.quote!.team.map((m) => m.status)).toEqual(['lead', 'invited']);
    expect(second.quote!.schedule.map((s) => [s.person, s.end])).toEqual([
      ['Bride', at.toISOString()],
      ['Maid of honour', at.toISOString()],
    ]);
    // The customer cannot accept before the assistant says yes.
    expect((await accept(customer, event.id, 2)).statusCode).toBe(409);
    // Nor an earlier version.
    expect(errorOf(await accept(customer, event.id, 1)).message).toContain('version 2');
    const answered = EventView.parse(
      (await send(ana, 'POST', `/api/events/${event.id}/invitation`, { accept: true })).json(),
    );
    expect(answered.quote!.team.map((m) => m.status)).toEqual(['lead', 'accepted']);
  });

  it('refuses an expired quote with what to do', async () => {
    const [lead, customer] = [await eventArtist(), await makeCustomer(t)];
    const event = await quoted(customer, lead);
    await t.database.db.execute(
      sql`update event_quotes set valid_until = now() - interval '1 minute' where event_id = ${event.id}`,
    );
    const response = await accept(customer, event.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/expired.*new one/);
  });
});

describe('acceptance, completion and cancellation', () => {
  it('charges the retainer, holds both calendars, and completes with the balance split', async () => {
    const [lead, ana, customer] = [await eventArtist(), await eventArtist(), await makeCustomer(t)];
    const event = await quoted(customer, lead, [ana]);
    const accepted = EventView.parse((await accept(customer, event.id)).json());
    expect(accepted).toMatchObject({ state: 'accepted', paidCents: 10_710 });
    expect(accepted.code).toMatch(/^[A-Z0-9]{6}$/);
    const holds = await t.database.db
      .select()
      .from(eventHolds)
      .where(eq(eventHolds.eventId, event.id));
    expect(holds.map((h) => h.artistId).sort()).toEqual([lead.id, ana.id].sort());

    // The day has started: the lead completes it with the customer's code.
    await t.database.db.execute(
      sql`update event_quotes set schedule = jsonb_set(schedule, '{0,start}', to_jsonb((now() - interval '1 hour')::text)) where event_id = ${event.id}`,
    );
    const wrong = await send(lead, 'POST', `/api/events/${event.id}/complete`, { code: 'XXXXXX' });
    expect(wrong.statusCode).toBe(400);
    const done = await send(lead, 'POST', `/api/events/${event.id}/complete`, {
      code: accepted.code!.toLowerCase(),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(EventView.parse(done.json())).toMatchObject({ state: 'completed', paidCents: 35_700 });
    // Commission 20% of $340.00 = $68.00; $272.00 shared by work: the bride and travel ($240)
    // to whoever the schedule gives them, the maid of honour ($100) to the other.
    const shares = [await owed(lead.id), await owed(ana.id)];
    expect(shares[0]! + shares[1]!).toBe(27_200);
    expect(shares.sort((a, b) => a - b)).toEqual([8_000, 19_200]);
  });

  it('two customers accepting quotes that hold the same artist’s day: one 409', async () => {
    const lead = await eventArtist();
    const at = readyBy(20);
    const [c1, c2] = [await makeCustomer(t), await makeCustomer(t)];
    const [e1, e2] = [await quoted(c1, lead, [], at), await quoted(c2, lead, [], at)];
    const answers = await Promise.all([accept(c1, e1.id), accept(c2, e2.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(errorOf(lost).message).toContain('Ask the artist');
    const live = await t.database.db
      .select()
      .from(eventHolds)
      .where(and(eq(eventHolds.artistId, lead.id), sql`${eventHolds.releasedAt} is null`));
    expect(live).toHaveLength(1);
  });

  it('takes the held times out of her free slots at once, and gives them back when released', async () => {
    const [lead, customer] = [await eventArtist(), await makeCustomer(t)];
    const at = readyBy(15);
    const event = await quoted(customer, lead, [], at);
    const day = torontoDay(at);
    const freeTimes = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/availability/${lead.id}?from=${day}&to=${day}&minutes=60`,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<{ slots: string[] }>().slots;
    };
    // Read first, so that the answer is kept: the hold must drop it, not wait for the minute.
    const before = await freeTimes();
    expect((await accept(customer, event.id)).statusCode).toBe(200);
    const [hold] = await t.database.db
      .select()
      .from(eventHolds)
      .where(eq(eventHolds.eventId, event.id));
    const overlapsHold = (slot: string) =>
      new Date(slot) < hold!.busyUntil &&
      new Date(slot).getTime() + HOUR > hold!.busyFrom.getTime();
    expect(before.some(overlapsHold)).toBe(true);
    const held = await freeTimes();
    expect(held.some(overlapsHold)).toBe(false);

    await t.database.db
      .update(eventHolds)
      .set({ releasedAt: new Date() })
      .where(eq(eventHolds.eventId, event.id));
    expect(await freeTimes()).toEqual(before);
  });

  it('refuses a day a booking has taken meanwhile', async () => {
    const [lead, customer] = [await eventArtist(), await makeCustomer(t)];
    const at = readyBy(2);
    const event = await quoted(customer, lead, [], at);
    // A booking in the middle of the lead's morning.
    await book(t, await makeCustomer(t), lead, at.getTime() - Date.now() - HOUR);
    const response = await accept(customer, event.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toContain('new quote');
  });

  it('a declined retainer leaves it accepted, unpaid, with a retry that holds no time after 24 hours', async () => {
    const lead = await eventArtist();
    const declining = await makeCustomer(t, '4000000000000341');
    const at = readyBy(30);
    const event = await quoted(declining, lead, [], at);
    const answer = EventView.parse((await accept(declining, event.id)).json());
    expect(answer).toMatchObject({
      state: 'accepted_unpaid',
      retainerDeclined: true,
      paidCents: 0,
      code: null,
    });
    await t.database.db.execute(
      sql`update events set accepted_at = now() - interval '25 hours' where id = ${event.id}`,
    );
    const retry = await send(declining, 'POST', `/api/events/${event.id}/retainer`, {
      cardId: declining.cardId,
    });
    expect(retry.statusCode).toBe(409);
    // Another customer can now have that day.
    const other = await makeCustomer(t);
    const second = await quoted(other, lead, [], at);
    expect((await accept(other, second.id)).statusCode).toBe(200);
  });

  it.each([
    ['the customer before the retainer’s date', 'customer', false, 10_710, 0],
    ['the customer after it', 'customer', true, 0, 10_710],
    ['the artist', 'artist', true, 10_710, 0],
  ] as const)(
    'cancelled by %s: refund and kept as the preview said',
    async (_n, by, late, refund, kept) => {
      const [lead, customer] = [await eventArtist(), await makeCustomer(t)];
      const event = await quoted(customer, lead, [], readyBy(40));
      const accepted = EventView.parse((await accept(customer, event.id)).json());
      expect(accepted.state).toBe('accepted');
      if (late) {
        await t.database.db.execute(
          sql`update event_quotes set refundable_until = now() - interval '1 minute' where event_id = ${event.id}`,
        );
      }
      const who = by === 'customer' ? customer : lead;
      const preview = EventView.parse(
        (await send(who, 'GET', `/api/events/${event.id}`)).json(),
      ).cancelPreview;
      expect(preview).toEqual({ refundCents: refund, keptCents: kept });
      const response = await send(who, 'POST', `/api/events/${event.id}/cancel`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ refundCents: refund, keptCents: kept });
      const after = EventView.parse(
        (await send(customer, 'GET', `/api/events/${event.id}`)).json(),
      );
      expect(after).toMatchObject({ state: 'cancelled', paidCents: kept });
      const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
      expect(row!.cancelledBy).toBe(by);
      // Kept: the retainer's artist part ($102.00 of $107.10) less the 20% commission.
      expect(await owed(lead.id)).toBe(kept === 0 ? 0 : 8_160);
    },
  );

  it('shows an event only to its parties', async () => {
    const [lead, customer] = [await eventArtist(), await makeCustomer(t)];
    const event = await requested(customer, lead);
    expect((await send(await makeCustomer(t), 'GET', `/api/events/${event.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(lead, 'GET', `/api/events/${event.id}`)).statusCode).toBe(200);
  });
});

describe('bookings and event holds never overlap (migration 0033)', () => {
  /** An accepted event of a new lead, its hold released: her day is free again. */
  async function releasedHold(days: number) {
    const [lead, customer] = [await eventArtist(), await makeCustomer(t)];
    const event = await quoted(customer, lead, [], readyBy(days));
    expect((await accept(customer, event.id)).statusCode).toBe(200);
    const [hold] = await t.database.db
      .update(eventHolds)
      .set({ releasedAt: new Date() })
      .where(eq(eventHolds.eventId, event.id))
      .returning();
    return { lead, customer, event, hold: hold! };
  }
  const bookingOver = (artistId: string, customerId: string, at: Date) => ({
    customerId,
    artistId,
    state: 'request' as const,
    appointmentAt: at,
    ...heldTime(at),
    services: [],
    subtotalCents: 100,
    feeCents: 5,
    totalCents: 105,
    place: 'artistSite' as const,
    idempotencyKey: randomUUID(),
    respondBy: at,
  });
  const holdAgain = (db: Pick<typeof t.database.db, 'update'>, eventId: string) =>
    db.update(eventHolds).set({ releasedAt: null }).where(eq(eventHolds.eventId, eventId));
  const overlap = { cause: { code: '23P01', constraint: 'calendar_booking_event_overlap' } };

  it('is the database’s rule, both ways, even written directly', async () => {
    const { lead, customer, event, hold } = await releasedHold(30);
    await holdAgain(t.database.db, event.id);
    await expect(
      t.database.db.insert(bookings).values(bookingOver(lead.id, customer.id, hold.busyFrom)),
    ).rejects.toMatchObject(overlap);
    await t.database.db
      .update(eventHolds)
      .set({ releasedAt: new Date() })
      .where(eq(eventHolds.eventId, event.id));
    await t.database.db.insert(bookings).values(bookingOver(lead.id, customer.id, hold.busyFrom));
    await expect(holdAgain(t.database.db, event.id)).rejects.toMatchObject(overlap);
  });

  it.runIf(onPostgres)(
    'decides a booking and a hold committed at once: the second is refused',
    async () => {
      // The hold is written first but commits last: the booking, committed meanwhile, wins.
      const first = await releasedHold(31);
      let written!: () => void;
      let commit!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const go = new Promise<void>((resolve) => (commit = resolve));
      const holding = t.database.db.transaction(async (tx) => {
        await holdAgain(tx, first.event.id);
        written();
        await go;
      });
      await wrote;
      const at = first.hold.busyFrom;
      await t.database.db
        .insert(bookings)
        .values(bookingOver(first.lead.id, first.customer.id, at));
      commit();
      await expect(holding).rejects.toMatchObject(overlap);

      // The other way round: the booking commits last and is refused.
      const second = await releasedHold(32);
      let booked!: () => void;
      let commitBooking!: () => void;
      const wroteBooking = new Promise<void>((resolve) => (booked = resolve));
      const goBooking = new Promise<void>((resolve) => (commitBooking = resolve));
      const booking = t.database.db.transaction(async (tx) => {
        await tx
          .insert(bookings)
          .values(bookingOver(second.lead.id, second.customer.id, second.hold.busyFrom));
        booked();
        await goBooking;
      });
      await wroteBooking;
      await holdAgain(t.database.db, second.event.id);
      commitBooking();
      await expect(booking).rejects.toMatchObject(overlap);
    },
  );
});
