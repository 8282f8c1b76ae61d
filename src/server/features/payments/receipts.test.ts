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
import type { AppContext } from '../../context.ts';
import { chargeBooking } from '../../money/charge-booking.ts';
import {
  connectPayout,
  makeArtist,
  makeBooking,
  saveCardId,
} from '#tests/support/fixtures/payments.fixtures.ts';
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

const ARTIST_HST = '123456782RT0001';
const PLATFORM_HST = '100000009RT0001';

async function charged(
  amounts = [8000],
  gatewayCardId = card,
  hst?: { artist?: string; platform?: string },
  buyer = customer,
) {
  const booking = await makeBooking(t.database.db, {
    customerId: buyer.id,
    artistId: artist.id,
    gatewayCardId,
    amounts,
    hst,
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
      suppliers: {
        artist: { hstNumber: null },
        platform: { name: 'Blush Marketplace Inc.', hstNumber: null },
      },
      refundedCents: 0,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(receipt.artistName).not.toBe('');
    expect(receipt.customerName).not.toBe('');
  });

  it('is a tax invoice when the artist and the platform are registered for HST', async () => {
    const bookingId = await charged([8000, 4550], card, {
      artist: ARTIST_HST,
      platform: PLATFORM_HST,
    });
    const receipt = Receipt.parse(
      (await get(`/api/payments/${bookingId}/receipt`, customer.token)).json(),
    );
    // 13% of $125.50 and of the $6.28 fee, each supplier named with its own number.
    expect(receipt).toMatchObject({
      subtotalCents: 12550,
      feeCents: 628,
      serviceHstCents: 1632,
      feeHstCents: 82,
      hstCents: 1714,
      totalCents: 12550 + 628 + 1714,
      suppliers: {
        artist: { hstNumber: ARTIST_HST },
        platform: { name: 'Blush Marketplace Inc.', hstNumber: PLATFORM_HST },
      },
    });
    expect(receipt.suppliers.artist.name).toBe(receipt.artistName);
    expect(receipt.lines).toEqual([
      { description: 'Makeup', supplier: 'artist', quantity: 1, amountCents: 8000, hstCents: 1040 },
      { description: 'Makeup', supplier: 'artist', quantity: 1, amountCents: 4550, hstCents: 592 },
      {
        description: 'Booking fee',
        supplier: 'platform',
        quantity: 1,
        amountCents: 628,
        hstCents: 82,
      },
    ]);
    const lineTotal = receipt.lines.reduce((sum, l) => sum + l.amountCents + l.hstCents, 0);
    expect(lineTotal).toBe(receipt.totalCents);
    expect(receipt.terms).toMatch(/Paid in full/);
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

describe('the year’s receipts as CSV', () => {
  it('gives the caller her own receipts of the year, a row each, tax and numbers apart', async () => {
    const buyer = await t.signUp();
    const buyerCard = await saveCardId(t.app, buyer.token);
    const plain = await charged([8000], buyerCard, undefined, buyer);
    const taxed = await charged([10000], buyerCard, { artist: ARTIST_HST }, buyer);
    await charged([5000], card); // someone else's
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(
        new Date(),
      ),
    );
    const response = await get(`/api/receipts/${year}/csv`, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipts-${year}.csv"`,
    );
    const [header, ...rows] = response.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'Receipt,Paid (Toronto date),Kind,Artist,Artist GST/HST number,Services,Services before tax,HST on services,Booking fee,Booking fee GST/HST number,HST on booking fee,Total charged,Refunded',
    );
    expect(rows).toHaveLength(2);
    const number = async (bookingId: string) =>
      Receipt.parse((await get(`/api/payments/${bookingId}/receipt`, buyer.token)).json()).number;
    expect(rows[0]).toContain(`${await number(plain)},`);
    expect(rows[0]).toMatch(/,1 × Makeup,80\.00,0\.00,4\.00,,0\.00,84\.00,0\.00$/);
    expect(rows[1]).toContain(`${await number(taxed)},`);
    expect(rows[1]).toMatch(
      new RegExp(`,${ARTIST_HST},1 × Makeup,100\\.00,13\\.00,5\\.00,,0\\.00,118\\.00,0\\.00$`),
    );

    const empty = await get(`/api/receipts/${year - 1}/csv`, buyer.token);
    expect(empty.body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await get(`/api/receipts/${year}/csv`)).statusCode).toBe(401);
    expect((await get('/api/receipts/1999/csv', buyer.token)).statusCode).toBe(400);
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
