import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import {
  ledgerEntries,
  payments,
  payouts,
  simulatedGatewayObjects,
  users,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { GatewayUnavailableError } from '../../integrations/payments/gateway.ts';
import { simulatedGateway } from '../../integrations/payments/simulated-gateway.ts';
import { chargeBooking, recoverCharges } from '../../money/charge-booking.ts';
import {
  connectPayout,
  makeArtist,
  makeBooking,
  saveCardId,
} from '#tests/support/fixtures/payments.fixtures.ts';
import { runWeeklyPayouts } from './payouts.service.ts';
import { recoverRefunds } from './refunds.service.ts';

/** The next call of this kind fails: before reaching the provider, or after it acted. */
let fault: { call: 'charge' | 'refund' | 'payout'; when: 'before' | 'after' } | null = null;

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  // The promotion starts in the future here, so every artist pays the 20% commission.
  t = await createTestApp(
    { PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' },
    {
      gateway: (db) => {
        const inner = simulatedGateway(db);
        const faulty =
          <A, R>(call: 'charge' | 'refund' | 'payout', fn: (a: A) => Promise<R>) =>
          async (a: A) => {
            const f = fault?.call === call ? fault : null;
            if (f) fault = null;
            if (f?.when === 'before') throw new GatewayUnavailableError('timed out');
            const result = await fn(a);
            if (f?.when === 'after') throw new GatewayUnavailableError('timed out after acting');
            return result;
          };
        return {
          ...inner,
          charge: faulty('charge', (r: Parameters<typeof inner.charge>[0]) => inner.charge(r)),
          refund: faulty('refund', (r: Parameters<typeof inner.refund>[0]) => inner.refund(r)),
          payout: faulty('payout', (r: Parameters<typeof inner.payout>[0]) => inner.payout(r)),
        };
      },
    },
  );
  ctx = t.app.context;
});
afterAll(() => t.close());

async function scene(
  cardNumber = '4242424242424242',
  verifiedAt = new Date('2026-01-05T15:00:00Z'),
) {
  const customer = await t.signUp();
  const artist = await t.signUp();
  await makeArtist(t.database.db, artist.id, verifiedAt);
  await connectPayout(t.app, artist.token);
  const cardId = await saveCardId(t.app, customer.token, cardNumber);
  const booking = await makeBooking(t.database.db, {
    customerId: customer.id,
    artistId: artist.id,
    gatewayCardId: cardId,
    amounts: [8000, 4550],
  });
  return { customer, artist, cardId, booking };
}

async function ledgerFor(paymentId: string) {
  return t.database.db
    .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, paymentId));
}

const sumOf = (rows: { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);

describe('charging a completed booking', () => {
  it('charges the server-computed total once, however often and concurrently it is asked', async () => {
    const { booking } = await scene();
    // $80 + $45.50 = $125.50; 5% fee = $6.28 (627.5 rounds up); commission 20% = $25.10.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        chargeBooking(ctx, { bookingId: booking.id, kind: 'service' }),
      ),
    );
    const ids = new Set(results.map((p) => p!.id));
    expect(ids.size).toBe(1);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      status: 'succeeded',
      subtotalCents: 12550,
      feeCents: 628,
      amountCents: 13178,
      commissionCents: 2510,
      attempt: 1,
    });
    const charges = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(eq(simulatedGatewayObjects.idempotencyKey, payment!.idempotencyKey));
    expect(charges).toHaveLength(1);
    expect(charges[0]!.data).toMatchObject({ amountCents: 13178, applicationFeeCents: 628 + 2510 });
    const allForBooking = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(simulatedGatewayObjects)
      .where(sql`${simulatedGatewayObjects.idempotencyKey} like ${`payment-${payment!.id}-%`}`);
    expect(allForBooking[0]!.n).toBe(1);

    const lines = await ledgerFor(payment!.id);
    expect(sumOf(lines)).toBe(0);
    const by = (account: string) => sumOf(lines.filter((l) => l.account === account));
    expect(by('gateway')).toBe(13178);
    expect(by('platform_fee')).toBe(-628);
    expect(by('commission')).toBe(-2510);
    expect(by('artist_payable')).toBe(-(12550 - 2510));
    expect(by('customer')).toBe(0);
  });

  it('marks a declined charge failed, e-mails the customer a link, lists it for admins, and takes another card', async () => {
    const { customer, booking } = await scene('4000000000000341');
    const failed = await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await ledgerFor(failed!.id)).toEqual([]);

    const mail = await mailTo(t.database, customer.email, /did not go through/);
    expect(mail.text).toContain(`https://blush.test/pay/${booking.id}`);
    expect(mail.text).toContain('$131.78');

    const admin = await t.signUp({ role: 'Admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=failed',
      headers: bearer(admin.token),
    });
    expect(
      list.json<{ payments: { bookingId: string }[] }>().payments.map((p) => p.bookingId),
    ).toContain(booking.id);
    const notAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: bearer(customer.token),
    });
    expect(notAdmin.statusCode).toBe(403);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${booking.id}`,
      headers: bearer(customer.token),
    });
    expect(view.json()).toMatchObject({
      status: 'failed',
      amountCents: 13178,
      failureMessage: 'Your card was declined.',
    });

    const goodCard = await saveCardId(t.app, customer.token, '5555555555554444');
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${booking.id}/retry`,
      headers: bearer(customer.token),
      payload: { stripeCardId: goodCard },
    });
    expect(retry.json()).toMatchObject({ status: 'succeeded', failureMessage: null });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${booking.id}/retry`,
      headers: bearer(customer.token),
      payload: { stripeCardId: goodCard },
    });
    expect(again.json()).toMatchObject({ status: 'succeeded' });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment!.attempt).toBe(2);
    expect(sumOf((await ledgerFor(payment!.id)).filter((l) => l.account === 'gateway'))).toBe(
      13178,
    );
  });

  it('says a declined charge in our words and the customer’s language (issue 35)', async () => {
    const { customer, booking } = await scene('4000000000000341');
    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, customer.id));
    await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    const mail = await mailTo(t.database, customer.email, /n’est pas passé/);
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Votre carte a été refusée.');
    expect(mail.text).not.toContain('Your card was declined');
    const view = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/payments/${booking.id}`,
        headers: { ...bearer(customer.token), 'accept-language': language },
      });
    expect((await view('fr-CA')).json()).toMatchObject({
      failureMessage: 'Votre carte a été refusée.',
    });
    expect((await view('en-CA')).json()).toMatchObject({
      failureMessage: 'Your card was declined.',
    });
  });

  it("does not let another customer see or pay someone's booking", async () => {
    const { booking } = await scene('4000000000000341');
    await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    const stranger = await t.signUp();
    const card = await saveCardId(t.app, stranger.token);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${booking.id}`,
      headers: bearer(stranger.token),
    });
    expect(view.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${booking.id}/retry`,
      headers: bearer(stranger.token),
      payload: { stripeCardId: card },
    });
    expect(pay.statusCode).toBe(404);
  });

  it('recovers a charge the provider made but never answered, without charging twice', async () => {
    const { booking } = await scene();
    fault = { call: 'charge', when: 'after' };
    const pending = await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    expect(pending!.status).toBe('processing');
    // A retry of completion finds the payment and does not call the provider again.
    expect((await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' }))!.status).toBe(
      'processing',
    );
    await t.database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(payments.id, pending!.id));
    await recoverCharges(ctx);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, pending!.id));
    expect(payment!.status).toBe('succeeded');
    const charges = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(sql`${simulatedGatewayObjects.idempotencyKey} like ${`payment-${payment!.id}-%`}`);
    expect(charges).toHaveLength(1);
    expect(sumOf(await ledgerFor(payment!.id))).toBe(0);
    expect((await ledgerFor(payment!.id)).length).toBeGreaterThan(0);
  });

  it('recovers a charge that never reached the provider', async () => {
    const { booking } = await scene();
    fault = { call: 'charge', when: 'before' };
    const pending = await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    expect(pending!.status).toBe('processing');
    await t.database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(payments.id, pending!.id));
    await recoverCharges(ctx);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, pending!.id));
    expect(payment!.status).toBe('succeeded');
  });

  it('charges nothing for a free cancellation and half of every line for a late one', async () => {
    const free = await scene();
    expect(
      await chargeBooking(ctx, { bookingId: free.booking.id, kind: 'cancellation', percent: 0 }),
    ).toBeNull();
    const late = await scene();
    const payment = await chargeBooking(ctx, {
      bookingId: late.booking.id,
      kind: 'cancellation',
      percent: 50,
    });
    // Half of $125.50 and half of $6.28; the artist gets 80% of the service part.
    expect(payment).toMatchObject({
      kind: 'cancellation',
      status: 'succeeded',
      subtotalCents: 6275,
      feeCents: 314,
      amountCents: 6589,
      commissionCents: 1255,
    });
  });

  it('takes no commission from an artist in the launch promotion, for 3 months', async () => {
    const promotion = {
      ...ctx,
      env: { ...ctx.env, PROMOTION_STARTS_AT: new Date('2026-01-01T05:00:00Z') },
    };
    const recent = await scene('4242424242424242', new Date(Date.now() - 86_400_000));
    const promoted = await chargeBooking(promotion, {
      bookingId: recent.booking.id,
      kind: 'service',
    });
    expect(promoted).toMatchObject({ commissionCents: 0, amountCents: 13178 });
    const lines = await ledgerFor(promoted!.id);
    expect(lines.some((l) => l.account === 'commission')).toBe(false);
    // Verified on 2026-01-05 among the first 30, but the 3 months ended on 2026-04-05.
    const old = await scene();
    const ended = await chargeBooking(promotion, { bookingId: old.booking.id, kind: 'service' });
    expect(ended!.commissionCents).toBe(2510);
  });

  it('counts the promotion by order of verification: only the first N artists get it', async () => {
    const since = new Date(Date.now() - 3 * 86_400_000);
    const first = await scene('4242424242424242', new Date(since.getTime() + 60_000));
    const second = await scene('4242424242424242', new Date(since.getTime() + 120_000));
    const onePlace = {
      ...ctx,
      env: { ...ctx.env, PROMOTION_STARTS_AT: since, PROMOTION_ARTISTS: 1 },
    };
    // Charged in the other order: the rank is the verification order, not the charge order.
    const late = await chargeBooking(onePlace, { bookingId: second.booking.id, kind: 'service' });
    const early = await chargeBooking(onePlace, { bookingId: first.booking.id, kind: 'service' });
    expect(early!.commissionCents).toBe(0);
    expect(late!.commissionCents).toBe(2510);
  });
});

describe('refunds', () => {
  it('refunds in part and then the rest, reversing fee, commission and share in proportion', async () => {
    const { booking } = await scene();
    const payment = await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    const admin = await t.signUp({ role: 'Admin' });
    const refund = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${booking.id}/refund`,
        headers: bearer(admin.token),
        payload,
      });
    const part = await refund({ amountCents: 5000, reason: 'Arrived late' });
    expect(part.json()).toMatchObject({
      amountCents: 5000,
      refundedCents: 5000,
      message: 'Refunded $50.00',
    });
    const tooMuch = await refund({ amountCents: 9000, reason: 'Oops' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ error: { message: string } }>().error.message).toBe(
      'At most $81.78 can be refunded.',
    );
    const rest = await refund({ reason: 'Service not given' });
    expect(rest.json()).toMatchObject({ amountCents: 8178, refundedCents: 13178 });
    const none = await refund({ reason: 'Again' });
    expect(none.statusCode).toBe(409);

    const lines = await ledgerFor(payment!.id);
    const by = (account: string) => sumOf(lines.filter((l) => l.account === account));
    for (const account of [
      'platform_fee',
      'commission',
      'artist_payable',
      'gateway',
      'customer',
      'refunds',
    ]) {
      expect(by(account), account).toBe(0);
    }
    const customerRefund = await t.signUp();
    const notAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${booking.id}/refund`,
      headers: bearer(customerRefund.token),
      payload: { reason: 'Please' },
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('finishes a refund the provider made but never answered, exactly once', async () => {
    const { booking } = await scene();
    const payment = await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    const admin = await t.signUp({ role: 'Admin' });
    fault = { call: 'refund', when: 'after' };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${booking.id}/refund`,
      headers: bearer(admin.token),
      payload: { amountCents: 1000, reason: 'Goodwill' },
    });
    expect(response.json<{ message: string }>().message).toBe(
      'The refund of $10.00 is being processed',
    );
    await t.database.db.execute(
      sql`update refunds set created_at = now() - interval '5 minutes' where payment_id = ${payment!.id}`,
    );
    await recoverRefunds(ctx);
    await recoverRefunds(ctx);
    const gatewayRefunds = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(
        and(
          eq(simulatedGatewayObjects.kind, 'refund'),
          sql`${simulatedGatewayObjects.data}->>'paymentId' = ${payment!.gatewayPaymentId}`,
        ),
      );
    expect(gatewayRefunds).toHaveLength(1);
    const refundLines = (await ledgerFor(payment!.id)).filter((l) => l.account === 'gateway');
    expect(sumOf(refundLines)).toBe(13178 - 1000);
  });
});

describe('weekly payouts', () => {
  it("pays each artist's share of last week's charges on Monday, once, and e-mails them", async () => {
    const { artist, booking } = await scene();
    const payment = await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    const earlier = await t.app.inject({
      method: 'GET',
      url: '/api/earnings',
      headers: bearer(artist.token),
    });
    expect(earlier.json()).toMatchObject({
      balanceCents: 10040,
      bookings: [
        {
          bookingId: booking.id,
          subtotalCents: 12550,
          commissionCents: 2510,
          payoutCents: 10040,
          status: 'pending',
        },
      ],
      payouts: [],
    });

    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    await runWeeklyPayouts(ctx, nextWeek);
    await runWeeklyPayouts(ctx, nextWeek);
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.artistId, artist.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 10040, status: 'paid' });
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(paid!.payoutId).toBe(rows[0]!.id);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/earnings',
      headers: bearer(artist.token),
    });
    expect(after.json()).toMatchObject({
      balanceCents: 0,
      bookings: [{ status: 'paid' }],
      payouts: [{ amountCents: 10040, status: 'paid' }],
    });
    const mail = await mailTo(t.database, artist.email, /paid you \$100\.40/);
    expect(mail.text).toContain('1 booking');

    // A refund after the payout would take money the artist no longer holds.
    const admin = await t.signUp({ role: 'Admin' });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${booking.id}/refund`,
      headers: bearer(admin.token),
      payload: { reason: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('leaves this week’s charges for next Monday', async () => {
    const { artist, booking } = await scene();
    await chargeBooking(ctx, { bookingId: booking.id, kind: 'service' });
    await runWeeklyPayouts(ctx, new Date());
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.artistId, artist.id));
    expect(rows).toEqual([]);
    const earnings = await t.app.inject({
      method: 'GET',
      url: '/api/earnings',
      headers: bearer(artist.token),
    });
    const next = earnings.json<{ nextPayout: { date: string; amountCents: number } }>().nextPayout;
    expect(next.amountCents).toBe(10040);
    expect(new Date(next.date).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('schedules', () => {
  it('pays out every Monday morning in Toronto and retries stuck money every minute', async () => {
    const result: unknown = await t.database.db.execute(
      sql`select name, cron, timezone from job_schedules where name in ('weekly-payouts', 'payments-recover') order by name`,
    );
    expect((result as { rows: unknown[] }).rows).toEqual([
      { name: 'payments-recover', cron: '* * * * *', timezone: 'America/Toronto' },
      { name: 'weekly-payouts', cron: '0 6 * * 1', timezone: 'America/Toronto' },
    ]);
  });
});

describe('webhooks', () => {
  it('refuses an event without a valid signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify({ type: 'payment_intent.succeeded' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: 'The webhook signature does not match.' },
    });
  });
});
