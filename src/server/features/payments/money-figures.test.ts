/**
 * One set of money figures: after random booking lifecycles (charges, late cancellations,
 * tips, partial refunds, weekly payouts), what the admin overview calls "payouts due", what the
 * admin money page's ledger owes artists, and the sum of every artist's Earnings balance are
 * the same amount, tips included, and never negative.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminMoney, AdminOverview } from '#shared/schemas/admin.ts';
import { Earnings } from '#shared/schemas/payments.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
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
const artists: Array<{ id: string; token: string }> = [];
const customers: Array<{ id: string; token: string; card: string }> = [];
let week = 1;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  ctx = t.app.context;
  admin = await t.signUp({ role: 'Admin' });
  for (let i = 0; i < 2; i++) {
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id, new Date('2026-01-05'));
    await connectPayout(t.app, artist.token);
    artists.push(artist);
    const customer = await t.signUp();
    customers.push({ ...customer, card: await saveCardId(t.app, customer.token) });
  }
}, 120_000);
afterAll(() => t.close());

const lifecycle = fc.record({
  artist: fc.nat({ max: 1 }),
  customer: fc.nat({ max: 1 }),
  amount: fc.integer({ min: 100, max: 40_000 }),
  ending: fc.constantFrom('service', 'cancellation', 'no-show'),
  tipCents: fc.option(fc.integer({ min: 100, max: 5_000 })),
  refundCents: fc.option(fc.integer({ min: 1, max: 10_000 })),
  payoutAfter: fc.boolean(),
});
type Lifecycle = typeof lifecycle extends fc.Arbitrary<infer T> ? T : never;

async function run(l: Lifecycle) {
  const customer = customers[l.customer]!;
  const booking = await makeBooking(t.database.db, {
    customerId: customer.id,
    artistId: artists[l.artist]!.id,
    gatewayCardId: customer.card,
    amounts: [l.amount],
  });
  const payment = await chargeBooking(ctx, {
    bookingId: booking.id,
    kind: l.ending,
    percent: l.ending === 'service' ? 100 : 50,
  });
  if (l.ending === 'service' && l.tipCents !== null) {
    const tip = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${booking.id}/tip`,
      headers: bearer(customer.token),
      payload: { amountCents: Math.min(l.tipCents, l.amount) },
    });
    expect(tip.statusCode, tip.body).toBe(200);
  }
  if (l.refundCents !== null && payment?.status === 'succeeded') {
    await refundBooking(ctx, admin.id, booking.id, {
      amountCents: Math.min(l.refundCents, payment.amountCents),
      reason: 'figures test',
    });
  }
  if (l.payoutAfter) await runWeeklyPayouts(ctx, new Date(Date.now() + 7 * 86_400_000 * week++));
}

const get = async (url: string, token: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

async function compareFigures() {
  const overview = AdminOverview.parse(await get('/api/admin/overview', admin.token));
  const money = AdminMoney.parse(await get('/api/admin/money', admin.token));
  const payable = money.ledger.accounts.find((a) => a.account === 'artist_payable');
  let earnings = 0;
  for (const artist of artists) {
    earnings += Earnings.parse(await get('/api/earnings', artist.token)).balanceCents;
  }
  expect(overview.money.payoutsDueCents).toBe(earnings);
  expect(0 - (payable?.totalCents ?? 0)).toBe(earnings);
  expect(earnings).toBeGreaterThanOrEqual(0);
}

it('shows one amount owed to artists in the overview, the ledger and Earnings, tips included', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(lifecycle, { minLength: 3, maxLength: 3 }), async (batch) => {
      for (const l of batch) await run(l);
      await compareFigures();
    }),
    { numRuns: 8, endOnFailure: true },
  );
}, 300_000);
