import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TipView } from '#shared/schemas/tips.ts';
import { Earnings, Receipt } from '#shared/schemas/payments.ts';
import { bookings, ledgerEntries, payments, tips } from '#server/db/schema/index.ts';
import {
  book,
  changeState,
  complete,
  errorOf,
  makeArtist,
  makeCustomer,
  type Artist,
  type Customer,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { connectPayout, saveCardId } from '#tests/support/fixtures/payments.fixtures.ts';
import { runWeeklyPayouts } from '#server/features/payments/payouts.service.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error', PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z' });
});
afterAll(() => t.close());

/** A booking of the artist's $80.00 service, accepted and completed with its code. */
async function completed(customer: Customer, artist: Artist) {
  const id = await book(t, customer, artist, 30 * 60_000);
  expect((await changeState(t, artist, id, 'request', { state: 'accepted' })).statusCode).toBe(200);
  await startedAgo(t, id, 10 * 60_000); // completion opens at the start
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  expect((await complete(t, artist, id, row!.bookCode!)).statusCode).toBe(200);
  return id;
}

const tipUrl = (bookingId: string) => `/api/payments/${bookingId}/tip`;
const postTip = (who: { token: string }, bookingId: string, amountCents: unknown) =>
  t.app.inject({
    method: 'POST',
    url: tipUrl(bookingId),
    headers: bearer(who.token),
    payload: { amountCents },
  });
const ledgerSum = async () => {
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  return Number(row!.total);
};

describe('tips', () => {
  it('offers 10, 15 and 20% of the subtotal once completed; charges once; 100% to the artist', async () => {
    const artist = await makeArtist(t, { amounts: [8000], payout: false });
    expect((await connectPayout(t.app, artist.token)).finish.statusCode).toBe(200);
    const customer = await makeCustomer(t);
    const bookingId = await completed(customer, artist);

    const offer = TipView.parse(
      (await t.app.inject({ url: tipUrl(bookingId), headers: bearer(customer.token) })).json(),
    );
    expect(offer).toMatchObject({ status: 'open', viewer: 'customer', tip: null, maxCents: 8000 });
    expect(offer.choices).toEqual([
      { percent: 10, amountCents: 800 },
      { percent: 15, amountCents: 1200 },
      { percent: 20, amountCents: 1600 },
    ]);

    // A double submit: one tip, one charge.
    const [a, b] = await Promise.all([
      postTip(customer, bookingId, 1200),
      postTip(customer, bookingId, 1200),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(tips).where(eq(tips.bookingId, bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountCents: 1200 });
    expect(await ledgerSum()).toBe(0);
    const tipLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId));
    // The artist's payable gets all 1200; no fee or commission line comes with the tip.
    expect(tipLines.filter((l) => l.memo === 'tip').map((l) => [l.account, l.amountCents])).toEqual(
      [['artist_payable', -1200]],
    );

    const again = await postTip(customer, bookingId, 500);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You have already added a tip to this booking.');

    // The artist sees it; the receipt shows it; the earnings list it, and the payout pays it.
    const seen = TipView.parse(
      (await t.app.inject({ url: tipUrl(bookingId), headers: bearer(artist.token) })).json(),
    );
    expect(seen).toMatchObject({ viewer: 'artist', status: 'tipped', tip: { amountCents: 1200 } });
    const receipt = Receipt.parse(
      (
        await t.app.inject({
          url: `/api/payments/${bookingId}/receipt`,
          headers: bearer(customer.token),
        })
      ).json(),
    );
    expect(receipt.tip?.amountCents).toBe(1200);
    const earnings = Earnings.parse(
      (await t.app.inject({ url: '/api/earnings', headers: bearer(artist.token) })).json(),
    );
    expect(earnings.bookings).toContainEqual(
      expect.objectContaining({ bookingId, kind: 'tip', payoutCents: 1200, commissionCents: 0 }),
    );
    // 80% of $80.00, plus the whole tip.
    expect(earnings.balanceCents).toBe(6400 + 1200);

    const paid = await runWeeklyPayouts(t.app.context, new Date(Date.now() + 8 * 86_400_000));
    expect(paid.amountCents).toBe(6400 + 1200);
    const [tip] = await t.database.db.select().from(tips).where(eq(tips.bookingId, bookingId));
    expect(tip!.payoutId).not.toBeNull();
    expect(await ledgerSum()).toBe(0);
  });

  it('refuses a tip below the minimum, above the subtotal, before completion, or by anyone else', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    const bookingId = await completed(customer, artist);
    for (const [amount, message] of [
      [49, 'must be at least $0.50'],
      [8001, 'must be at most the service subtotal ($80.00)'],
    ] as const) {
      const response = await postTip(customer, bookingId, amount);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ amountCents: message });
    }
    // A French caller reads the same limits in French, amounts her way (decision 0037).
    const french = await t.app.inject({
      method: 'POST',
      url: tipUrl(bookingId),
      headers: { ...bearer(customer.token), 'accept-language': 'fr-CA' },
      payload: { amountCents: 49 },
    });
    expect(french.statusCode).toBe(400);
    expect(errorOf(french).message).toBe('Le pourboire doit être d’au moins 0,50\u00a0$.');
    expect(errorOf(french).fields).toEqual({ amountCents: 'doit être d’au moins 0,50\u00a0$' });
    for (const bad of [0, -5, 12.5, '10']) {
      expect((await postTip(customer, bookingId, bad)).statusCode).toBe(400);
    }
    expect((await postTip(artist, bookingId, 500)).statusCode).toBe(404);

    const open = await book(t, customer, artist);
    const early = await postTip(customer, open, 500);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('A tip can be added once the service is completed.');

    await t.database.db
      .update(bookings)
      .set({ completedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(bookings.id, bookingId));
    const late = await postTip(customer, bookingId, 500);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('A tip can be added within 7 days of the service.');
    expect(await t.database.db.select().from(tips).where(eq(tips.bookingId, bookingId))).toEqual(
      [],
    );
  });

  it('waits for the service to be paid, then tips on the card that paid it', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    // Saves, and is declined when charged: the service's charge fails.
    const customer = await makeCustomer(t, '4000000000000341');
    const bookingId = await completed(customer, artist);
    const tipOf = async () =>
      TipView.parse(
        (await t.app.inject({ url: tipUrl(bookingId), headers: bearer(customer.token) })).json(),
      );
    expect((await tipOf()).status).toBe('unpaid');
    const early = await postTip(customer, bookingId, 800);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('A tip can be added once the booking is paid.');

    const good = await saveCardId(t.app, customer.token);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${bookingId}/retry`,
      headers: bearer(customer.token),
      payload: { stripeCardId: good },
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    expect((await tipOf()).status).toBe('open');
    expect((await postTip(customer, bookingId, 800)).statusCode).toBe(200);
    const [tip] = await t.database.db.select().from(tips).where(eq(tips.bookingId, bookingId));
    expect(tip).toMatchObject({ status: 'succeeded', gatewayCardId: good });
  });

  it('records no tip when the card is refused, and says so', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t, '4000000000000341');
    const bookingId = await completed(customer, artist);
    // The service was paid with this card, which refuses the tip (say its limit was reached).
    await t.database.db
      .update(payments)
      .set({ status: 'succeeded', paidAt: new Date() })
      .where(eq(payments.bookingId, bookingId));
    const before = await ledgerSum();
    const refused = await postTip(customer, bookingId, 800);
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused).message).toMatch(/No tip was added\.$/);
    expect(await t.database.db.select().from(tips).where(eq(tips.bookingId, bookingId))).toEqual(
      [],
    );
    expect(await ledgerSum()).toBe(before);
  });
});
