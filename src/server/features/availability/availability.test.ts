import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, heldTime, type Schedule } from '#shared/domain/availability.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { bookings, jobs } from '#server/db/schema/index.ts';
import {
  AROUND_THE_CLOCK,
  changeState,
  DAY,
  errorOf,
  makeArtist,
  makeQuickCustomer,
  orderFor,
  placeOrder,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const TAKEN = 'That time was just taken — pick another';
const NOT_OPEN = 'The artist does not take bookings at that time — pick one of the free times';

/** Toronto's wall clock `time` on the date `days` from today, as an ISO instant. */
function torontoAt(days: number, time: string) {
  const [y, m, d] = addCalendarDays(torontoDay(new Date()), days).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return torontoInstant(y, m, d, h, min).toISOString();
}

const slots = (artistId: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/availability/${artistId}?${query}` });

const datesAhead = (from: number, to: number) => {
  const today = torontoDay(new Date());
  return `from=${addCalendarDays(today, from)}&to=${addCalendarDays(today, to)}`;
};

describe('GET /api/availability/{artistUserId}', () => {
  it('lists free slots in Toronto time and drops a time once it is requested', async () => {
    const schedule: Schedule = {
      ...AROUND_THE_CLOCK,
      weekly: AROUND_THE_CLOCK.weekly.map(() => [{ start: '10:00', end: '12:00' }]),
      slotIntervalMinutes: 60,
      bufferAfterMinutes: 0,
    };
    const artist = await makeArtist(t, { schedule });
    const first = await slots(artist.id, `${datesAhead(3, 3)}&minutes=60`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      timeZone: 'America/Toronto',
      slots: [torontoAt(3, '10:00'), torontoAt(3, '11:00')],
    });

    const customer = await makeQuickCustomer(t);
    const order = orderFor(artist, customer, { appointmentAt: torontoAt(3, '10:00') });
    expect((await placeOrder(t, customer, artist, order)).statusCode).toBe(200);
    const after = await slots(artist.id, `${datesAhead(3, 3)}&minutes=60`);
    expect(after.json<{ slots: string[] }>().slots).toEqual([torontoAt(3, '11:00')]);
  });

  it('refuses more than 62 days, a malformed date and an unknown artist', async () => {
    const artist = await makeArtist(t);
    const tooLong = await slots(artist.id, `${datesAhead(0, 62)}&minutes=60`);
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields).toHaveProperty('to');
    expect((await slots(artist.id, `${datesAhead(0, 61)}&minutes=60`)).statusCode).toBe(200);
    const malformed = await slots(artist.id, 'from=2026-13-01&to=2026-12-02&minutes=60');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toHaveProperty('from');
    expect((await slots(randomUUID(), `${datesAhead(0, 1)}&minutes=60`)).statusCode).toBe(404);
    const unlisted = await makeArtist(t, { verified: false });
    expect((await slots(unlisted.id, `${datesAhead(0, 1)}&minutes=60`)).statusCode).toBe(404);
  });
});

describe('no double booking', () => {
  it('stores exactly one of 50 orders for one slot placed at once; the 49 others get 409', async () => {
    const artist = await makeArtist(t);
    const customers = await Promise.all(Array.from({ length: 50 }, () => makeQuickCustomer(t)));
    const appointmentAt = torontoAt(4, '14:00');
    const answers = await Promise.all(
      customers.map((c) => placeOrder(t, c, artist, orderFor(artist, c, { appointmentAt }))),
    );
    const codes = answers.map((a) => a.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([200, ...Array<number>(49).fill(409)]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(errorOf(refused).message).toBe(TAKEN);
    const stored = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.artistId, artist.id));
    expect(stored).toHaveLength(1);
  });

  /** An artist taking 60-minute slots from 10:00 to 20:00 every day, `maxPerDay` at most. */
  const hourly = (maxPerDay: number | null) =>
    makeArtist(t, {
      schedule: {
        ...AROUND_THE_CLOCK,
        weekly: AROUND_THE_CLOCK.weekly.map(() => [{ start: '10:00', end: '20:00' }]),
        slotIntervalMinutes: 60,
        maxPerDay,
      },
    });
  const storedFor = (artistId: string) =>
    t.database.db
      .select({ calendarVersion: bookings.calendarVersion })
      .from(bookings)
      .where(eq(bookings.artistId, artistId));

  it('keeps the daily limit when orders for different times arrive at once', async () => {
    const artist = await hourly(2);
    const customers = await Promise.all(Array.from({ length: 8 }, () => makeQuickCustomer(t)));
    const answers = await Promise.all(
      customers.map((c, i) =>
        placeOrder(t, c, artist, orderFor(artist, c, { appointmentAt: torontoAt(6, `1${i}:00`) })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([200, 200, ...Array<number>(6).fill(409)]);
    expect(errorOf(answers.find((a) => a.statusCode === 409)!).message).toBe(TAKEN);
    expect(await storedFor(artist.id)).toHaveLength(2);
  });

  it('decides again, on a new reading, an order that lost its reading to another', async () => {
    const artist = await hourly(null);
    const customers = await Promise.all(Array.from({ length: 8 }, () => makeQuickCustomer(t)));
    const answers = await Promise.all(
      customers.map((c, i) =>
        placeOrder(t, c, artist, orderFor(artist, c, { appointmentAt: torontoAt(7, `1${i}:00`) })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(8).fill(200));
    // Each took the next version of the calendar: one decision at a time.
    const versions = (await storedFor(artist.id)).map((b) => b.calendarVersion);
    expect(versions.sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives up after ten lost readings with a 409, writing nothing', async () => {
    const artist = await hourly(null);
    const customer = await makeQuickCustomer(t);
    const order = orderFor(artist, customer, { appointmentAt: torontoAt(7, '12:00') });
    // Every writing for this artist loses its reading, as if another booking always came first.
    const { db } = t.database;
    // A sequence counts the attempts: it is not rolled back with the failed statement.
    await db.execute(sql.raw(`create sequence lost_readings`));
    await db.execute(
      sql.raw(`create function lose_reading() returns trigger language plpgsql as $$
        begin
          if new.artist_id = '${artist.id}' then
            perform nextval('lost_readings');
            raise unique_violation using constraint = 'bookings_artist_calendar_version';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger lose_reading before insert on bookings
        for each row execute function lose_reading()`),
    );
    try {
      const answer = await placeOrder(t, customer, artist, order);
      expect(answer.statusCode).toBe(409);
      expect(errorOf(answer).message).toBe(
        'Many bookings are being made with this artist right now. Please try again.',
      );
      const lost = await db.select({ n: sql<number>`last_value::int` }).from(sql`lost_readings`);
      expect(lost).toEqual([{ n: 10 }]);
    } finally {
      await db.execute(sql.raw(`drop trigger lose_reading on bookings`));
      await db.execute(sql.raw(`drop function lose_reading()`));
      await db.execute(sql.raw(`drop sequence lost_readings`));
    }
    expect(await storedFor(artist.id)).toEqual([]);
    const queued = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.data}->>'to' in (${artist.email}, ${customer.email})`);
    expect(queued).toEqual([]);
    // Once the others are done, the same order is made.
    const later = await placeOrder(t, customer, artist, order);
    expect(later.statusCode).toBe(200);
  });

  it('refuses an overlapping time, not only the same one, and frees it once declined', async () => {
    const artist = await makeArtist(t);
    const [a, b] = [await makeQuickCustomer(t), await makeQuickCustomer(t)];
    const first = await placeOrder(
      t,
      a,
      artist,
      orderFor(artist, a, { appointmentAt: torontoAt(5, '14:00') }),
    );
    expect(first.statusCode).toBe(200);
    const overlapping = orderFor(artist, b, { appointmentAt: torontoAt(5, '14:30') });
    const refused = await placeOrder(t, b, artist, overlapping);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ message: TAKEN, fields: { appointmentAt: TAKEN } });

    await changeState(t, artist, first.json<Array<{ _id: string }>>()[0]!._id, 'request', {
      state: 'declined',
    });
    const retried = await placeOrder(t, b, artist, {
      ...overlapping,
      idempotencyKey: randomUUID(),
    });
    expect(retried.statusCode).toBe(200);
  });

  it('refuses a time that is not a free slot (off hours, off the grid), storing nothing', async () => {
    const artist = await makeArtist(t, {
      schedule: { ...DEFAULT_SCHEDULE, minNoticeMinutes: 0, horizonDays: 365 },
    });
    const customer = await makeQuickCustomer(t);
    for (const appointmentAt of [torontoAt(7, '03:00'), torontoAt(7, '10:05')]) {
      const day = new Date(appointmentAt);
      const order = orderFor(artist, customer, { appointmentAt: day.toISOString() });
      const answer = await placeOrder(t, customer, artist, order);
      expect(answer.statusCode).toBe(409);
      expect(errorOf(answer).message).toBe(NOT_OPEN);
    }
    const stored = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.customerId, customer.id));
    expect(stored).toHaveLength(0);
  });

  it('is the database’s rule: an overlapping live row is refused even written directly', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const row = (at: Date, state: 'request' | 'accepted' | 'declined') => ({
      customerId: customer.id,
      artistId: artist.id,
      state,
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
    const at = new Date(Date.now() + 9 * DAY);
    await t.database.db.insert(bookings).values(row(at, 'accepted'));
    // A declined one holds no time; a live one half an hour later overlaps.
    await t.database.db.insert(bookings).values(row(at, 'declined'));
    await expect(
      t.database.db.insert(bookings).values(row(new Date(at.getTime() + 1_800_000), 'request')),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Back to back is not an overlap.
    await t.database.db.insert(bookings).values(row(new Date(at.getTime() + 3_600_000), 'request'));
  });
});

describe('instant book', () => {
  it('accepts a request for a free slot at once: code issued, acceptance e-mails sent', async () => {
    const artist = await makeArtist(t, { instantBook: true });
    const customer = await makeQuickCustomer(t);
    const order = orderFor(artist, customer);
    const answer = await placeOrder(t, customer, artist, order);
    expect(answer.statusCode).toBe(200);
    // The answer says so, for checkout to thank the customer for a booking, not a request.
    const [placed] = answer.json<Array<{ _id: string; state: string }>>();
    expect(placed!.state).toBe('accepted');
    const [row] = await t.database.db
      .select({ state: bookings.state, bookCode: bookings.bookCode, endsAt: bookings.endsAt })
      .from(bookings)
      .where(eq(bookings.id, placed!._id));
    expect(row!.state).toBe('accepted');
    // Placed again with the same key, the order answers with the same, accepted booking.
    const again = await placeOrder(t, customer, artist, order);
    expect(again.json()).toEqual(answer.json());
    expect(row!.bookCode).toMatch(/^[A-Z2-9]{6}$/);
    const mail = await mailTo(t.database, customer.email, /accepted your booking/);
    expect(mail.text).toContain(row!.bookCode!);
    expect(mail.text).toContain('takes instant bookings: your booking is confirmed');
    // The artist did nothing: her e-mail says the booking is new, not that she accepted it.
    const toArtist = await mailTo(t.database, artist.email, /^New booking from /);
    expect(toArtist.text).toContain(
      'You take instant bookings, so it was accepted as it was made.',
    );
    // The public profile says she books instantly.
    const profile = await t.app.inject({ method: 'GET', url: `/api/profile/${artist.id}` });
    expect(profile.json()).toMatchObject({ instantBook: true });
  });
});

describe('postponing with real times', () => {
  it('proposes up to three free times; the customer sees which are still free and books one', async () => {
    const artist = await makeArtist(t);
    const [customer, other] = [await makeQuickCustomer(t), await makeQuickCustomer(t)];
    const placed = await placeOrder(
      t,
      customer,
      artist,
      orderFor(artist, customer, { appointmentAt: torontoAt(6, '10:00') }),
    );
    const id = placed.json<Array<{ _id: string }>>()[0]!._id;
    const [a, b] = [torontoAt(6, '10:30'), torontoAt(7, '15:00')];

    // Four times, or one that is not free (the artist's other booking), are refused.
    const four = await changeState(t, artist, id, 'request', {
      state: 'declined-posponed',
      slots: [a, b, torontoAt(8, '10:00'), torontoAt(9, '10:00')],
    });
    expect(four.statusCode).toBe(400);
    await placeOrder(
      t,
      other,
      artist,
      orderFor(artist, other, { appointmentAt: torontoAt(8, '12:00') }),
    );
    const taken = await changeState(t, artist, id, 'request', {
      state: 'declined-posponed',
      slots: [torontoAt(8, '12:30')],
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toHaveProperty(['slots.0']);

    // Its own time aside, 10:30 the same morning is free: the request gives its time up.
    const proposed = await changeState(t, artist, id, 'request', {
      state: 'declined-posponed',
      text: 'Could we move it a little?',
      slots: [b, a],
    });
    expect(proposed.statusCode).toBe(200);

    // Someone else takes the first time meanwhile: the customer is told it is gone.
    await placeOrder(t, other, artist, orderFor(artist, other, { appointmentAt: a }));
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/book/item/${id}`,
      headers: bearer(customer.token),
    });
    expect(view.json<{ proposedSlots: unknown }>().proposedSlots).toEqual([
      { at: a, free: false },
      { at: b, free: true },
    ]);
    const rebook = orderFor(artist, customer, { appointmentAt: b, rebookedFrom: id });
    expect((await placeOrder(t, customer, artist, rebook)).statusCode).toBe(200);
  });
});

describe('the schedule', () => {
  const valid = {
    weekly: DEFAULT_SCHEDULE.weekly,
    overrides: [],
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    minNoticeMinutes: 120,
    horizonDays: 60,
    slotIntervalMinutes: 15,
    maxPerDay: 4,
    instantBook: true,
  };
  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/availability', headers: bearer(token), payload });

  it('is set and read by the artist alone, whole', async () => {
    const artist = await makeArtist(t);
    const override = { date: addCalendarDays(torontoDay(new Date()), 3), ranges: [] };
    const saved = await put(artist.token, { ...valid, overrides: [override] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      schedule: { ...valid, overrides: [override] },
      outsideHours: [],
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/availability',
      headers: bearer(artist.token),
    });
    expect(read.json()).toEqual({ ...valid, overrides: [override] });
    const customer = await makeQuickCustomer(t);
    expect((await put(customer.token, valid)).statusCode).toBe(403);
  });

  it('names the bookings still to come that new hours leave out; they stand', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const book = async (days: number, time: string) => {
      const order = orderFor(artist, customer, { appointmentAt: torontoAt(days, time) });
      const placed = await placeOrder(t, customer, artist, order);
      expect(placed.statusCode).toBe(200);
      return placed.json<Array<{ _id: string }>>()[0]!._id;
    };
    const dayOff = await book(3, '11:00');
    const evening = await book(4, '18:00');
    await book(4, '11:00'); // inside the new hours: not named
    const declined = await book(5, '11:00');
    await changeState(t, artist, declined, 'request', { state: 'declined' });
    const today = torontoDay(new Date());
    const answer = await put(artist.token, {
      ...valid,
      weekly: valid.weekly.map(() => [{ start: '09:00', end: '17:00' }]),
      overrides: [
        { date: addCalendarDays(today, 3), ranges: [] },
        { date: addCalendarDays(today, 5), ranges: [] },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ outsideHours: unknown[] }>().outsideHours).toEqual([
      { bookingId: dayOff, appointmentAt: torontoAt(3, '11:00'), customerName: 'Quinn Customer' },
      { bookingId: evening, appointmentAt: torontoAt(4, '18:00'), customerName: 'Quinn Customer' },
    ]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, dayOff));
    expect(row!.state).toBe('request');
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'overlapping ranges',
      {
        weekly: valid.weekly.map((d, i) =>
          i === 2
            ? [
                { start: '10:00', end: '12:00' },
                { start: '11:00', end: '13:00' },
              ]
            : d,
        ),
      },
      'weekly.2.1.start',
    ],
    [
      'an end before its start',
      { weekly: valid.weekly.map((d, i) => (i === 1 ? [{ start: '12:00', end: '09:00' }] : d)) },
      'weekly.1.0.end',
    ],
    ['a buffer out of range', { bufferBeforeMinutes: 500 }, 'bufferBeforeMinutes'],
    ['a notice out of range', { minNoticeMinutes: -5 }, 'minNoticeMinutes'],
    [
      'an override in the past',
      { overrides: [{ date: addCalendarDays(torontoDay(new Date()), -1), ranges: [] }] },
      'overrides.0.date',
    ],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const artist = await makeArtist(t);
    const answer = await put(artist.token, { ...valid, ...change });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).fields).toHaveProperty([field]);
  });
});
