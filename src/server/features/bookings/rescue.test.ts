import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '#shared/domain/availability.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import { RescueView } from '#shared/schemas/rescue.ts';
import {
  bearer,
  createTestApp,
  eventually,
  mailTo,
  testEnv,
  type TestApp,
} from '#tests/support/test-app.ts';
import { buildApp } from '../../app.ts';
import {
  bookingFallThroughs,
  bookings,
  devMail,
  jobs,
  profiles,
  waitlistEntries,
} from '../../db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  errorOf,
  makeArtist,
  makeCustomer,
  makeQuickCustomer,
  orderFor,
  placeOrder,
  slotIn,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  AREA,
  M4C,
  torontoAt,
  travellingArtist,
  visitOrder,
} from '#tests/support/fixtures/visits.fixtures.ts';
import { expireRequests } from './bookings.jobs.ts';
import { closeBookingsOf } from './close-bookings.ts';
import { offerAlternatives } from './rescue.jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());
// Every test starts with no listed artist: alternatives are looked for among all of them.
afterEach(async () => {
  await t.database.db.update(profiles).set({ verifiedAt: null });
});

const rate = (artist: Artist, rating: number) =>
  t.database.db
    .update(profiles)
    .set({ ratingAverage: rating, reviewCount: 3 })
    .where(eq(profiles.userId, artist.id));

async function rescueOf(who: { token: string }, bookingId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rescue/${bookingId}`,
    headers: bearer(who.token),
  });
  expect(response.statusCode).toBe(200);
  return RescueView.parse(response.json());
}
const offered = (who: { token: string }, bookingId: string) =>
  eventually(async () => {
    const view = await rescueOf(who, bookingId);
    return view.ready && view.reason ? view : null;
  });
const bookAlternative = (who: { token: string }, bookingId: string, artistId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/rescue/${bookingId}/book`,
    headers: bearer(who.token),
    payload: { artistId, idempotencyKey: randomUUID() },
  });
const mailsTo = async (email: string, subject: string) =>
  (await t.database.db.select().from(devMail).where(eq(devMail.to, email))).filter((m) =>
    m.subject.includes(subject),
  ).length;

describe('alternatives when an artist declines', () => {
  it('offers up to three, ranked, with the same kind, price, place and time rules', async () => {
    const original = await makeArtist(t, { amounts: [10_000] });
    const customer = await makeCustomer(t);
    const at = 3 * DAY;
    const bookingId = await book(t, customer, original, at);
    const best = await makeArtist(t, { amounts: [11_000] });
    const second = await makeArtist(t, { amounts: [9_000] });
    const third = await makeArtist(t, { amounts: [12_500] });
    const fourth = await makeArtist(t, { amounts: [10_000] });
    const tooDear = await makeArtist(t, { amounts: [12_600] });
    const noStudio = await makeArtist(t, { amounts: [10_000], place: false });
    const unverified = await makeArtist(t, { amounts: [10_000], verified: false });
    const hair = await makeArtist(t, { amounts: [10_000] });
    await t.database.db
      .update(profiles)
      .set({ profession: 'Hair Stylist' })
      .where(eq(profiles.userId, hair.id));
    await Promise.all([
      rate(best, 4.9),
      rate(second, 4.7),
      rate(third, 4.5),
      rate(fourth, 4.1),
      rate(tooDear, 5),
      rate(noStudio, 5),
      rate(unverified, 5),
      rate(hair, 5),
    ]);
    // Busy at the time and for the hour around it: not free within an hour.
    const busy = await makeArtist(t, { amounts: [10_000] });
    await rate(busy, 5);
    const other = await makeQuickCustomer(t);
    for (const offset of [-1, 0, 1]) {
      const response = await placeOrder(
        t,
        other,
        busy,
        orderFor(busy, other, { appointmentAt: slotIn(at + offset * 3_600_000) }),
      );
      expect(response.statusCode).toBe(200);
    }

    const declined = await changeState(t, original, bookingId, 'request', { state: 'declined' });
    expect(declined.statusCode).toBe(200);
    const view = await offered(customer, bookingId);
    expect(view.reason).toBe('declined');
    expect(view.alternatives.map((a) => a.artistId)).toEqual([best.id, second.id, third.id]);
    const [first] = view.alternatives;
    expect(first).toMatchObject({ free: true, place: 'artistSite', subtotalCents: 11_000 });
    expect(first!.card?.last4).toBe('4242');
    const mail = await mailTo(t.database, customer.email, /Artists free instead of/);
    expect(mail.text).toContain('See the alternatives');

    // The artist sees no alternatives; a stranger no booking.
    for (const who of [original, other]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/rescue/${bookingId}`,
        headers: bearer(who.token),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('books an alternative as offered; a time just taken is a 409 with the list refreshed', async () => {
    const original = await makeArtist(t, { amounts: [10_000] });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, original, 4 * DAY);
    const taken = await makeArtist(t, { amounts: [10_000] });
    const mei = await makeArtist(t, { amounts: [10_000] });
    await Promise.all([rate(taken, 5), rate(mei, 4)]);
    await changeState(t, original, bookingId, 'request', { state: 'declined' });
    const view = await offered(customer, bookingId);
    expect(view.alternatives.map((a) => a.artistId)).toEqual([taken.id, mei.id]);

    // Someone else books the first alternative's time first.
    const other = await makeQuickCustomer(t);
    const first = view.alternatives[0]!;
    const grab = await placeOrder(
      t,
      other,
      taken,
      orderFor(taken, other, { appointmentAt: first.appointmentAt }),
    );
    expect(grab.statusCode).toBe(200);
    const gone = await bookAlternative(customer, bookingId, taken.id);
    expect(gone.statusCode).toBe(409);
    expect(errorOf(gone).message).toMatch(/just taken/);
    const refreshed = await rescueOf(customer, bookingId);
    expect(refreshed.alternatives.every((a) => a.free)).toBe(true);
    // Taken at that time, she may still be free at another within the hour.
    const again = refreshed.alternatives.find((a) => a.artistId === taken.id);
    expect(again?.appointmentAt).not.toBe(first.appointmentAt);

    const made = await bookAlternative(customer, bookingId, mei.id);
    expect(made.statusCode).toBe(200);
    const { bookingId: newId } = made.json<{ bookingId: string }>();
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, newId));
    expect(stored).toMatchObject({
      artistId: mei.id,
      customerId: customer.id,
      gatewayCardId: customer.cardId,
      appointmentAt: new Date(view.alternatives[1]!.appointmentAt),
    });
    expect((await rescueOf(customer, bookingId)).rebookedBookingId).toBe(newId);
    // A second tap answers the same booking; another alternative is refused.
    const twice = await bookAlternative(customer, bookingId, mei.id);
    expect(twice.json<{ bookingId: string }>().bookingId).toBe(newId);
    expect((await bookAlternative(customer, bookingId, taken.id)).statusCode).toBe(409);

    const admin = await t.signUp({ role: 'Admin' });
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rescue',
      headers: bearer(admin.token),
    });
    expect(overview.json()).toMatchObject({ rebookedWithinDay: 1 });
    expect(overview.json<{ fellThrough: number }>().fellThrough).toBeGreaterThanOrEqual(1);
  });

  it('records why: an accepted booking the artist calls off, or a blocked artist', async () => {
    const original = await makeArtist(t);
    const customer = await makeCustomer(t);
    const cancelled = await book(t, customer, original, 6 * DAY);
    await changeState(t, original, cancelled, 'request', { state: 'accepted' });
    await changeState(t, original, cancelled, 'accepted', { state: 'declined' });
    expect((await offered(customer, cancelled)).reason).toBe('cancelled');
    const withdrawn = await book(t, customer, original, 7 * DAY);
    await closeBookingsOf(t.app.context, { userId: original.id, why: 'blocked' });
    expect((await offered(customer, withdrawn)).reason).toBe('withdrawn');
    // A customer who cancels herself is offered nothing.
    const other = await makeArtist(t);
    const own = await book(t, customer, other, 8 * DAY);
    await changeState(t, customer, own, 'request', { state: 'declined-user' });
    expect((await rescueOf(customer, own)).reason).toBeNull();
  });

  it('prices a travelling alternative with her travel fee, so one tap books the visit', async () => {
    const original = await travellingArtist(t);
    const customer = await makeCustomer(t);
    const placed = await placeOrder(
      t,
      customer,
      original,
      visitOrder(original, customer, torontoAt(4, '11:00'), M4C, 1500),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const bookingId = placed.json<Array<{ _id: string }>>()[0]!._id;
    // Noor travels 10 km from downtown like Ava ($15 to East York); Lina only 3 km.
    const noor = await travellingArtist(t);
    const lina = await travellingArtist(t);
    const near = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/service-area',
      headers: bearer(lina.token),
      payload: { ...AREA, radiusKm: 3 },
    });
    expect(near.statusCode, near.body).toBe(200);
    await changeState(t, original, bookingId, 'request', { state: 'declined' });

    const view = await offered(customer, bookingId);
    expect(view.alternatives.map((a) => a.artistId)).toEqual([noor.id]);
    const [alternative] = view.alternatives;
    expect(alternative!.services.map((s) => [s.typeOfService, s.amountCents])).toEqual([
      ['Bridal Makeup', 8000],
      ['Travel fee', 1500],
    ]);
    // $80 + $15, with the 5% booking fee on each: the all-in price she is shown.
    expect(alternative!.totalCents).toBe(8400 + 1575);

    const made = await bookAlternative(customer, bookingId, noor.id);
    expect(made.statusCode, made.body).toBe(200);
    const { bookingId: newId } = made.json<{ bookingId: string }>();
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, newId));
    expect(stored).toMatchObject({
      artistId: noor.id,
      place: 'toHome',
      placePostalArea: 'M4C',
      travelFeeCents: 1500,
      totalCents: alternative!.totalCents,
    });
  });

  it('refuses an artist who was not offered', async () => {
    const original = await makeArtist(t);
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, original, 5 * DAY);
    const stranger = await makeArtist(t, { amounts: [99_000] });
    await changeState(t, original, bookingId, 'request', { state: 'declined' });
    await offered(customer, bookingId);
    const response = await bookAlternative(customer, bookingId, stranger.id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).fields).toHaveProperty('artistId');
  });
});

describe('requests that expire', () => {
  it('expire once across two app instances, and a restart offers alternatives once', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const ids = await Promise.all([1, 2, 3].map((n) => book(t, customer, artist, (5 + n) * DAY)));
    await t.database.db
      .update(bookings)
      .set({ respondBy: sql`now() - interval '1 minute'` })
      .where(eq(bookings.artistId, artist.id));
    const second = await buildApp({ env: testEnv({ LOG_LEVEL: 'error' }), database: t.database });
    await second.ready();
    try {
      const counts = await Promise.all([
        expireRequests(t.app.context),
        expireRequests(second.context),
        expireRequests(t.app.context),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    } finally {
      await second.close();
    }
    const fell = await t.database.db
      .select()
      .from(bookingFallThroughs)
      .where(eq(bookingFallThroughs.customerId, customer.id));
    expect(fell.map((f) => f.reason)).toEqual(['expired', 'expired', 'expired']);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.queue, 'booking-fell-through'), sql`${jobs.data}->>'bookingId' = ${ids[0]}`),
      );
    expect(queued).toHaveLength(1);
    await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(bookingFallThroughs)
        .where(
          and(
            eq(bookingFallThroughs.customerId, customer.id),
            isNotNull(bookingFallThroughs.offeredAt),
          ),
        );
      return rows.length === 3;
    });
    // The job run again (a retry after a restart) offers nothing twice.
    expect(await offerAlternatives(t.app.context, ids[0]!)).toBe(false);
    await eventually(async () => (await mailsTo(customer.email, 'was declined')) >= 3);
    expect(await mailsTo(customer.email, 'was declined')).toBe(3);
  });
});

/** One hour of work a day, from 10:00: one booking fills a day. */
const ONE_HOUR_A_DAY: Schedule = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ start: '10:00', end: '11:00' }]),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 90,
  slotIntervalMinutes: 60,
  maxPerDay: null,
};
const tenOn = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return torontoInstant(y, m, d, 10).toISOString();
};
const join = (who: { token: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', headers: bearer(who.token), payload });

describe('the waitlist', () => {
  it('refuses a past day, a day too far ahead, and a day with free times, saying why', async () => {
    const artist = await makeArtist(t, { schedule: ONE_HOUR_A_DAY });
    const customer = await makeQuickCustomer(t);
    const today = torontoDay(new Date());
    for (const [day, why] of [
      [addCalendarDays(today, -1), /over/],
      [addCalendarDays(today, 61), /within the next 60 days/],
      [addCalendarDays(today, 3), /still has free times/],
    ] as const) {
      const response = await join(customer, { artistId: artist.id, day });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.day).toMatch(why);
    }
    const bad = await join(customer, { artistId: artist.id, day: 'soon', timeOfDay: 'noon' });
    expect(bad.statusCode).toBe(400);
  });

  it('tells all ten waiting at once when the day opens; exactly one gets the time', async () => {
    const artist = await makeArtist(t, { schedule: ONE_HOUR_A_DAY });
    const first = await makeCustomer(t);
    const day = addCalendarDays(torontoDay(new Date()), 4);
    const held = await placeOrder(
      t,
      first,
      artist,
      orderFor(artist, first, { appointmentAt: tenOn(day) }),
    );
    expect(held.statusCode).toBe(200);
    const waiting = await Promise.all(Array.from({ length: 10 }, () => makeQuickCustomer(t)));
    for (const [i, customer] of waiting.entries()) {
      const response = await join(customer, {
        artistId: artist.id,
        day,
        ...(i === 0 ? { timeOfDay: 'morning' } : {}),
      });
      expect(response.statusCode).toBe(200);
    }
    // Someone waiting only for the evening is not told of a morning time.
    const evening = await makeQuickCustomer(t);
    expect(
      (await join(evening, { artistId: artist.id, day, timeOfDay: 'evening' })).statusCode,
    ).toBe(200);

    const heldId = held.json<Array<{ _id: string }>>()[0]!._id;
    await changeState(t, first, heldId, 'request', { state: 'declined-user' });
    await eventually(async () => {
      const told = await t.database.db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.artistId, artist.id), isNotNull(waitlistEntries.notifiedAt)));
      return told.length === 10;
    });
    for (const customer of waiting) {
      await mailTo(t.database, customer.email, /A time opened with/);
    }
    expect(await mailsTo(evening.email, 'A time opened')).toBe(0);

    const answers = await Promise.all(
      waiting.map((customer) =>
        placeOrder(t, customer, artist, orderFor(artist, customer, { appointmentAt: tenOn(day) })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);

    const admin = await t.signUp({ role: 'Admin' });
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rescue',
      headers: bearer(admin.token),
    });
    expect(overview.json(), overview.body).toMatchObject({
      waitlistNotified: 10,
      waitlistBooked: 1,
    });
  });
});

describe('new hours', () => {
  it('tell those waiting for a day the new hours open', async () => {
    const artist = await makeArtist(t, { schedule: ONE_HOUR_A_DAY });
    const first = await makeQuickCustomer(t);
    const day = addCalendarDays(torontoDay(new Date()), 6);
    const held = await placeOrder(
      t,
      first,
      artist,
      orderFor(artist, first, { appointmentAt: tenOn(day) }),
    );
    expect(held.statusCode).toBe(200);
    const waiting = await makeQuickCustomer(t);
    expect((await join(waiting, { artistId: artist.id, day })).statusCode).toBe(200);
    const longer = {
      ...ONE_HOUR_A_DAY,
      weekly: ONE_HOUR_A_DAY.weekly.map(() => [{ start: '10:00', end: '12:00' }]),
      instantBook: false,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/availability',
      headers: bearer(artist.token),
      payload: longer,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await mailTo(t.database, waiting.email, /A time opened with/);
  });
});

describe('response time', () => {
  it('is the median over her last 20 requests', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const none = await t.app.inject({ url: `/api/artists/${artist.id}/response-time` });
    expect(none.json()).toEqual({ minutes: null, text: null });
    const ids = await Promise.all(
      [1, 2, 3].map((n) => book(t, customer as never, artist, n * DAY)),
    );
    for (const [i, id] of ids.entries()) {
      await t.database.db
        .update(bookings)
        .set({
          state: 'accepted',
          decidedAt: sql`${bookings.createdAt} + make_interval(mins => ${[30, 90, 600][i]})`,
        })
        .where(eq(bookings.id, id));
    }
    const response = await t.app.inject({ url: `/api/artists/${artist.id}/response-time` });
    expect(response.json()).toEqual({ minutes: 90, text: 'within 2 hours' });
  });
});
