/**
 * Issue 17: the receipt of a charged booking (its customer and admins only), and what artists
 * see — a payout only when earned, net of refunds, agreeing with the ledger to the cent; a
 * week's payout past 32 bits.
 */
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingView } from '#shared/schemas/booking.ts';
import { Earnings, Receipt } from '#shared/schemas/payments.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { ledgerEntries, payouts } from '../../db/schema/index.ts';
import type { AppContext } from '../../http/context.ts';
import { chargeBooking } from '../../money/charge-booking.ts';
import { connectPayout, makeArtist, makeBooking, saveCardId } from './payments.fixtures.ts';
import { runWeeklyPayouts } from './payouts.service.ts';
import { refundBooking } from './refunds.service.ts';

let t: TestApp;
let ctx: AppContext;
let admin: { id: string; token: string };
let artist: { id: string; token: string };
let customer: { id: string; token: string };
let card: string;
let declining: string;

beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
  ctx = t.app.context;
  admin = await t.signUp({ role: 'Admin' });
  artist = await t.signUp();
  await makeArtist(t.database.db, artist.id, new Date('2026-01-05'));
  await connectPayout(t.app, artist.token);
  customer = await t.signUp();
  card = await saveCardId(t.app, customer.token);
  declining = await saveCardId(t.app, customer.token, '4000000000000341');
}, 60_000);
afterAll(() => t.close());

async function charged(amounts = [8000], gatewayCardId = card) {
  const booking = await makeBooking(t.database.db, {
    customerId: customer.id,
    artistId: artist.id,
    gatewayCardId,
    amounts,
  });
  await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
  return booking.id;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('the receipt', () => {
  it('shows its customer the business, artist, services, fee, HST, card and date', async () => {
    const bookingId = await charged([8000, 4550]);
    const response = await get(`/api/payments/${bookingId}/receipt`, customer.token);
    expect(response.statusCode).toBe(200);
    const receipt = Receipt.parse(response.json());
    expect(receipt).toMatchObject({
      bookingId,
      kind: 'service',
      services: [
        { typeOfService: 'Makeup', quantity: 1, amountCents: 8000 },
        { typeOfService: 'Makeup', quantity: 1, amountCents: 4550 },
      ],
      subtotalCents: 12550,
      feeCents: 628,
      hstCents: 0,
      totalCents: 13178,
      refundedCents: 0,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(receipt.artistName).not.toBe('');
    expect(receipt.customerName).not.toBe('');
  });

  it('is for its customer and admins only', async () => {
    const bookingId = await charged();
    const url = `/api/payments/${bookingId}/receipt`;
    const stranger = await t.signUp();
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    expect((await get(url, artist.token)).statusCode).toBe(404);
    expect((await get(url, admin.token)).statusCode).toBe(200);
  });

  it('does not exist before the charge went through', async () => {
    const bookingId = await charged([8000], declining);
    expect((await get(`/api/payments/${bookingId}/receipt`, customer.token)).statusCode).toBe(404);
  });
});

/** What the ledger owes the artist for one booking: minus its artist_payable lines. */
async function ledgerPayout(bookingId: string) {
  const [row] = await t.database.db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.account, 'artist_payable')),
    );
  return -Number(row?.total ?? 0);
}

describe('what the artist sees', () => {
  it('agrees with the ledger to the cent after refunds, in booking details and earnings', async () => {
    const bookingId = await charged([7950, 4550]);
    await refundBooking(ctx, admin.id, bookingId, { amountCents: 3333, reason: 'Late start' });
    await refundBooking(ctx, admin.id, bookingId, { amountCents: 1001, reason: 'And more' });

    const view = BookingView.parse((await get(`/api/book/item/${bookingId}`, artist.token)).json());
    const owed = await ledgerPayout(bookingId);
    expect(view.payoutStatus).toBe('earned');
    expect(view.payoutCents).toBe(owed);
    expect(view.chargedSubtotalCents! - view.refundedSubtotalCents! - view.commissionCents!).toBe(
      owed,
    );
    expect(owed).toBeLessThan(10000); // 12500 less 20% less the refunds' share

    const earnings = Earnings.parse((await get('/api/earnings', artist.token)).json());
    const row = earnings.bookings.find((b) => b.bookingId === bookingId)!;
    expect(row.payoutCents).toBe(owed);
    expect(row.subtotalCents - row.refundedCents - row.commissionCents).toBe(owed);
    expect(row.commissionCents).toBe(view.commissionCents);
  });

  it('shows no payout for a booking that ended without a charge', async () => {
    const booking = await makeBooking(t.database.db, {
      customerId: customer.id,
      artistId: artist.id,
      gatewayCardId: card,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/book/booking/${booking.id}/accepted`,
      headers: bearer(artist.token),
      payload: { state: 'declined', reason: 'emergency' },
    });
    expect(response.statusCode).toBe(200);
    expect(BookingView.parse(response.json())).toMatchObject({
      state: 'declined',
      payoutCents: null,
      commissionCents: null,
      payoutStatus: null,
    });
  });

  it('names the launch promotion that made the commission 0%', async () => {
    const promoted = await createTestApp({
      PROMOTION_STARTS_AT: '2026-01-01T05:00:00Z',
      LOG_LEVEL: 'error',
    });
    try {
      const someone = await promoted.signUp();
      const verifiedAt = new Date(Date.now() - 86_400_000);
      await makeArtist(promoted.database.db, someone.id, verifiedAt);
      const buyer = await promoted.signUp();
      const booking = await makeBooking(promoted.database.db, {
        customerId: buyer.id,
        artistId: someone.id,
        gatewayCardId: null,
      });
      const view = BookingView.parse(
        (
          await promoted.app.inject({
            method: 'GET',
            url: `/api/book/item/${booking.id}`,
            headers: bearer(someone.token),
          })
        ).json(),
      );
      expect(view).toMatchObject({
        commissionCents: 0,
        payoutCents: 8000,
        payoutStatus: 'expected',
      });
      const ends = new Date(verifiedAt);
      ends.setUTCMonth(ends.getUTCMonth() + 3);
      expect(new Date(view.promotionEndsAt!).getTime()).toBeGreaterThan(Date.now());
      expect(view.promotionEndsAt!.slice(0, 7)).toBe(ends.toISOString().slice(0, 7));
    } finally {
      await promoted.close();
    }
  });
});

describe('a week of large bookings', () => {
  it('pays out more than 32 bits of cents in one payout', async () => {
    const big = await t.signUp();
    await makeArtist(t.database.db, big.id, new Date('2026-01-05'));
    await connectPayout(t.app, big.token);
    // 135 bookings of 20 services at $10,000: each pays the artist $160,000 (after 20%).
    const twenty = Array.from({ length: 20 }, () => 1_000_000);
    for (let i = 0; i < 135; i++) {
      const booking = await makeBooking(t.database.db, {
        customerId: customer.id,
        artistId: big.id,
        gatewayCardId: card,
        amounts: twenty,
      });
      await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    }
    const earnings = Earnings.parse((await get('/api/earnings', big.token)).json());
    expect(earnings.balanceCents).toBe(135 * 16_000_000);
    expect(earnings.balanceCents).toBeGreaterThan(2 ** 31);

    await runWeeklyPayouts(ctx, new Date(Date.now() + 8 * 86_400_000));
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.artistId, big.id));
    expect(payout).toMatchObject({ amountCents: 135 * 16_000_000 });
  }, 120_000);
});
