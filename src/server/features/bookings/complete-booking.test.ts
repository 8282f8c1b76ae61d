import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import { CompleteAnswer } from '#shared/schemas/booking.ts';
import { createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { bookings, payments, simulatedGatewayObjects } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  complete,
  DAY,
  errorOf,
  makeArtist,
  makeCustomer,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** An accepted booking that started 10 minutes ago (or starts `at` from now): completion is open. */
async function accepted(cardNumber?: string, at?: number) {
  const artist = await makeArtist(t, { amounts: [8000] });
  const customer = await makeCustomer(t, cardNumber);
  const bookingId = await book(t, customer, artist, at ?? 30 * MINUTE);
  const response = await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
  expect(response.statusCode).toBe(200);
  if (at === undefined) await startedAgo(t, bookingId, 10 * MINUTE);
  const code = (await stored(bookingId)).bookCode!;
  return { artist, customer, bookingId, code };
}

const stored = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentsOf = (id: string) =>
  t.database.db.select().from(payments).where(eq(payments.bookingId, id));

describe('completing with the code', () => {
  it('completes, charges the total once and sends both receipts', async () => {
    const { artist, customer, bookingId, code } = await accepted();
    const response = await complete(t, artist, bookingId, ` ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    const answer = CompleteAnswer.parse(response.json());
    expect(answer).toMatchObject({
      message: 'Service completed',
      booking: {
        state: 'completed',
        viewer: 'artist',
        bookCode: null,
        feeCents: null,
        commissionCents: 1600,
        payoutCents: 6400,
        payment: { kind: 'service', status: 'succeeded', amountCents: 8400 },
      },
    });
    expect(response.body).not.toContain(code);
    expect(await paymentsOf(bookingId)).toHaveLength(1);

    const receipt = await mailTo(t.database, customer.email, /receipt/);
    expect(receipt.text).toContain('Makeup (includes $4.00 booking fee): $84.00\nTotal: $84.00');
    expect(receipt.text).toContain(
      `Leave a review: https://blush.test/profile/artist/${artist.id}`,
    );
    const artistReceipt = await mailTo(t.database, artist.email, /Service completed/);
    expect(artistReceipt.text).toContain('Commission: −$16.00\nYour payout: $64.00');
  });

  it('charges once when two completions arrive at once', async () => {
    const { artist, bookingId, code } = await accepted();
    const answers = await Promise.all([
      complete(t, artist, bookingId, code),
      complete(t, artist, bookingId, code),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await paymentsOf(bookingId);
    expect(rows).toHaveLength(1);
    const charges = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(sql`${simulatedGatewayObjects.idempotencyKey} like ${`payment-${rows[0]!.id}-%`}`);
    expect(charges).toHaveLength(1);
  });

  it('completes even when the card is refused', async () => {
    const { artist, bookingId, code } = await accepted('4000000000000341');
    const response = await complete(t, artist, bookingId, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { state: 'completed', payment: { status: 'failed' } },
    });
  });
});

describe('refusing a completion', () => {
  it('is for the booking’s artist only', async () => {
    const { customer, bookingId, code } = await accepted();
    const stranger = await makeArtist(t);
    for (const who of [customer, stranger]) {
      expect((await complete(t, who, bookingId, code)).statusCode).toBe(404);
    }
    expect((await stored(bookingId)).state).toBe('accepted');
  });

  it('needs an accepted booking: not a request, not a declined one', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const request = await book(t, customer, artist, 30 * MINUTE);
    const response = await complete(t, artist, request, 'ABCDEF');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('Only an accepted booking can be completed.');
    const { bookingId, code, artist: other } = await accepted();
    await changeState(t, other, bookingId, 'accepted', { state: 'declined' });
    expect((await complete(t, other, bookingId, code)).statusCode).toBe(409);
    expect(await paymentsOf(bookingId)).toEqual([]);
  });

  it('opens at the appointment’s start, not before, and says when', async () => {
    for (const at of [2 * DAY, 30 * MINUTE]) {
      const { artist, bookingId, code } = await accepted(undefined, at);
      const response = await complete(t, artist, bookingId, code);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toMatch(
        /^You can complete this booking from .+ (EST|EDT)\.$/,
      );
      expect(await paymentsOf(bookingId)).toEqual([]);
    }
  });

  it('keeps the booked time held when the service is completed early', async () => {
    const { artist, customer, bookingId, code } = await accepted(undefined, 30 * MINUTE);
    // The hour-long visit began 5 minutes ago and is completed now, 55 minutes early.
    await startedAgo(t, bookingId, 5 * MINUTE);
    expect((await complete(t, artist, bookingId, code)).statusCode).toBe(200);
    const { endsAt } = await stored(bookingId);
    const [from, to] = [torontoDay(new Date()), torontoDay(endsAt)];
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/availability/${artist.id}?from=${from}&to=${to}&minutes=5`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(slots.statusCode, slots.body).toBe(200);
    const free = slots.json<{ slots: string[] }>().slots.map((s) => Date.parse(s));
    const held = free.filter((s) => s >= Date.now() && s < endsAt.getTime());
    expect(held).toEqual([]);
  });

  it('locks for an hour after 5 wrong codes', async () => {
    const { artist, bookingId, code } = await accepted();
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 4; i++) {
      const response = await complete(t, artist, bookingId, wrong);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('This code does not match the booking.');
    }
    const fifth = await complete(t, artist, bookingId, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth).message).toMatch(/^Too many wrong codes\. Try again after .+\.$/);
    const right = await complete(t, artist, bookingId, code);
    expect(right.statusCode).toBe(429);
    const locked = await stored(bookingId);
    expect(locked.state).toBe('accepted');
    expect(locked.codeLockedUntil!.getTime()).toBeGreaterThan(Date.now() + 59 * MINUTE);

    await t.database.db
      .update(bookings)
      .set({ codeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, bookingId));
    expect((await complete(t, artist, bookingId, code)).statusCode).toBe(200);
  });
});
