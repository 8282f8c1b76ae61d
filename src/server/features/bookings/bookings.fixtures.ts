/**
 * Test data for the bookings tests: artists written straight into the tables (fast enough to
 * make a hundred), customers with a card saved through the API as the browser does, and
 * orders placed through the API.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Schedule } from '#shared/domain/availability.ts';
import { quote } from '#shared/domain/settlement.ts';
import { tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import type { CreateBookingInput } from '#shared/schemas/booking.ts';
import { CurrentUser } from '#shared/schemas/user.ts';
import { bearer, type TestApp } from '#tests/support/test-app.ts';
import { eq, sql } from 'drizzle-orm';
import { bookings, paymentCards, profiles, profileServices, users } from '../../db/schema/index.ts';
import { createSession } from '../../http/sessions.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const FEE_BPS = 500;

let counter = 0;

async function insertUser(
  t: Pick<TestApp, 'database'>,
  firstName: string,
  lastName: string,
  mobile: string | null,
) {
  const email = `${firstName.toLowerCase()}${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, firstName, lastName, emailConfirmedAt: new Date(), mobileNumber: mobile })
    .returning({ id: users.id });
  const token = await createSession(t.database.db, row!.id);
  return { id: row!.id, email, token, firstName, lastName };
}

export interface ArtistOptions {
  verified?: boolean;
  payout?: boolean;
  place?: boolean;
  delivery?: boolean;
  /** Service amounts in cents. */
  amounts?: number[];
  schedule?: Schedule;
  instantBook?: boolean;
}

/**
 * The bookings tests' artist takes any 5-minute start, day or night, up to a year ahead, with
 * no notice and no buffers; the availability tests set their own schedules.
 */
export const AROUND_THE_CLOCK: Schedule = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ start: '00:00', end: '24:00' }]),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 365,
  slotIntervalMinutes: 5,
  maxPerDay: null,
};

const FIVE_MINUTES = 5 * 60_000;
/** The next start on the 5-minute grid at or after `ms` from now. */
export const slotIn = (ms: number) =>
  new Date(Math.ceil((Date.now() + ms) / FIVE_MINUTES) * FIVE_MINUTES).toISOString();
let nextDefault = 0;

/** A listed artist with a studio, who also travels, and services to book. */
export async function makeArtist(t: Pick<TestApp, 'database'>, options: ArtistOptions = {}) {
  const user = await insertUser(t, 'Ava', 'Artist', '+14165550111');
  await t.database.db.insert(profiles).values({
    userId: user.id,
    profession: 'Makeup Artist',
    bio: 'Soft glam.',
    wizardStep: 8,
    verifiedAt: options.verified === false ? null : new Date('2026-01-05T15:00:00Z'),
    payoutAccountId: options.payout === false ? null : `acct_sim_${randomBytes(6).toString('hex')}`,
    place: options.place ?? true,
    delivery: options.delivery ?? true,
    street: '100 Queen St W',
    postalCode: 'M5H 2N2',
    schedule: options.schedule ?? AROUND_THE_CLOCK,
    instantBook: options.instantBook ?? false,
  });
  const services = await t.database.db
    .insert(profileServices)
    .values(
      (options.amounts ?? [8000, 4550]).map((amountCents, i) => ({
        userId: user.id,
        typeOfService: i === 0 ? 'Bridal Makeup' : 'Blowout',
        amountCents,
        description: 'Lovely.',
      })),
    )
    .returning({ id: profileServices.id, amountCents: profileServices.amountCents });
  return { ...user, services };
}
export type Artist = Awaited<ReturnType<typeof makeArtist>>;

/** A customer with a card saved through the API (the simulated provider can charge it). */
export async function makeCustomer(t: TestApp, cardNumber = '4242424242424242') {
  const user = await insertUser(t, 'Cleo', 'Customer', null);
  const nextYear = new Date().getUTCFullYear() + 1;
  const token = await tokeniseSimulatedCard({
    number: cardNumber,
    expMonth: 12,
    expYear: nextYear,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/card',
    headers: bearer(user.token),
    payload: { token },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  const cardId = CurrentUser.parse(response.json()).cards.at(-1)!.stripeCardId;
  return { ...user, cardId };
}
export type Customer = Awaited<ReturnType<typeof makeCustomer>>;

/** A customer whose card is only a row: enough to place orders, not to be charged. */
export async function makeQuickCustomer(t: Pick<TestApp, 'database'>) {
  const user = await insertUser(t, 'Quinn', 'Customer', null);
  const cardId = `pm_sim_${randomBytes(8).toString('hex')}`;
  await t.database.db.insert(paymentCards).values({
    userId: user.id,
    gatewayCardId: cardId,
    fingerprint: randomUUID(),
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 1,
  });
  return { ...user, cardId };
}

/** An order for the artist's first service, priced as the checkout shows it. */
export function orderFor(
  artist: Artist,
  customer: { cardId: string },
  overrides: Partial<CreateBookingInput> & { appointmentAt?: string } = {},
): CreateBookingInput {
  const service = artist.services[0]!;
  return {
    // Two days ahead, each default order an hour and a half after the last: one artist's
    // requests may not overlap.
    appointmentAt: slotIn(2 * DAY + (nextDefault++ % 200) * 90 * 60_000),
    services: [{ serviceId: service.id, quantity: 1 }],
    place: 'artistSite',
    userPhone: '416 555 0199',
    stripeCardId: customer.cardId,
    expectedTotalCents: quote([{ amountCents: service.amountCents, quantity: 1 }], FEE_BPS)
      .totalCents,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export function placeOrder(
  t: TestApp,
  customer: { token: string },
  artist: { id: string },
  body: CreateBookingInput | Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/book/create-book/${artist.id}`,
    headers: bearer(customer.token),
    payload: body,
  });
}

/** Places an order and returns the new booking's id (the test fails if it is refused). */
export async function book(t: TestApp, customer: Customer, artist: Artist, at?: number) {
  const response = await placeOrder(
    t,
    customer,
    artist,
    orderFor(artist, customer, at === undefined ? {} : { appointmentAt: slotIn(at) }),
  );
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<Array<{ _id: string }>>()[0]!._id;
}

/** A reason of each party's list, for the tests whose point is not the reason. */
const defaultReasons: Record<string, string> = {
  declined: 'unavailable',
  'declined-user': 'plans-changed',
};

/**
 * A state change as the booking's buttons send it. A decline or cancellation without a
 * `reason` gets one of the party's list; `reason: null` sends none.
 */
export function changeState(
  t: TestApp,
  who: { token: string },
  bookingId: string,
  from: string,
  payload: { state: string; text?: string; slots?: string[]; reason?: string | null },
) {
  const { reason = defaultReasons[payload.state], ...rest } = payload;
  return t.app.inject({
    method: 'POST',
    url: `/api/book/booking/${bookingId}/${from}`,
    headers: bearer(who.token),
    payload: reason ? { ...rest, reason } : rest,
  });
}

/**
 * Moves a booking's times so that it started `ms` ago (its length and buffers kept): the
 * clock of the rules that open at the start, without waiting for it.
 */
export async function startedAgo(t: TestApp, bookingId: string, ms: number) {
  const [row] = await t.database.db
    .select({ at: bookings.appointmentAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const shift = Date.now() - ms - row!.at.getTime();
  const by = sql`make_interval(secs => ${shift / 1000})`;
  await t.database.db
    .update(bookings)
    .set({
      appointmentAt: sql`${bookings.appointmentAt} + ${by}`,
      endsAt: sql`${bookings.endsAt} + ${by}`,
      busyFrom: sql`${bookings.busyFrom} + ${by}`,
      busyUntil: sql`${bookings.busyUntil} + ${by}`,
    })
    .where(eq(bookings.id, bookingId));
}

export function complete(t: TestApp, artist: { token: string }, bookingId: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/book/complete/${encodeURIComponent(code)}`,
    headers: bearer(artist.token),
    payload: { bookingId },
  });
}

export const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
