/**
 * The whole payments flow with PAYMENTS_PROVIDER=stripe: the app's routes and services, the
 * real `stripe` library, and a local fake of Stripe's API standing in for Stripe (and for
 * Stripe.js and the Express onboarding pages, through its helpers).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSetupAnswer } from '#shared/schemas/payments.ts';
import { CurrentUser } from '#shared/schemas/user.ts';
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { ledgerEntries, payments } from '../../db/schema/index.ts';
import { chargeBooking } from '../../money/charge-booking.ts';
import { makeArtist, makeBooking } from '#tests/support/fixtures/payments.fixtures.ts';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_blush',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_blush',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
    PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z',
    LOG_LEVEL: 'error',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const expiry = { expMonth: 12, expYear: new Date().getUTCFullYear() + 2 };

/** The browser's part: ask for a SetupIntent, confirm it with Stripe.js, post its id. */
async function addCard(token: string, number: string) {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/setup',
    headers: bearer(token),
  });
  const answer = CardSetupAnswer.parse(setup.json());
  if (answer.provider !== 'stripe') throw new Error('expected Stripe');
  expect(answer.publishableKey).toBe('pk_test_blush');
  const me = CurrentUser.parse(
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json(),
  );
  const setupIntentId = fake.completeSetupIntent(me.stripeCustomerId!, number, expiry);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/card',
    headers: bearer(token),
    payload: { token: setupIntentId },
  });
}

async function connectArtist() {
  const artist = await t.signUp();
  await makeArtist(t.database.db, artist.id);
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/account',
    headers: bearer(artist.token),
  });
  expect(start.statusCode).toBe(200);
  const link = fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
  const returnUrl = new URL(link.params.return_url as string);
  const account = fake.accounts.find((a) => a.id === link.params.account)!;
  return {
    artist,
    account,
    code: returnUrl.searchParams.get('code')!,
    url: start.json<{ url: string }>().url,
  };
}

describe('Stripe mode', () => {
  it('saves a card from a SetupIntent, refuses a duplicate and a declined card', async () => {
    const customer = await t.signUp();
    const saved = await addCard(customer.token, '4242424242424242');
    expect(saved.statusCode).toBe(200);
    expect(CurrentUser.parse(saved.json()).cards).toEqual([
      {
        stripeCardId: expect.stringMatching(/^pm_/) as string,
        brand: 'visa',
        last4: '4242',
        ...expiry,
      },
    ]);
    const duplicate = await addCard(customer.token, '4242424242424242');
    expect(duplicate.statusCode).toBe(409);
    expect(
      fake.paymentMethods.filter(
        (m) =>
          m.customer !== null &&
          m.card.last4 === '4242' &&
          m.customer === CurrentUser.parse(saved.json()).stripeCustomerId,
      ),
    ).toHaveLength(1);
    const declined = await addCard(customer.token, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json<{ error: { message: string } }>().error.message).toBe(
      'Your card was declined.',
    );
  });

  it('onboards an artist on Connect Express and takes them back through /confirm-account', async () => {
    const { artist, account, code, url } = await connectArtist();
    expect(url).toMatch(/^https?:\/\//);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/account/${code}`,
      headers: bearer(artist.token),
    });
    expect(early.json<{ status: string }>().status).toBe('fail');
    fake.completeOnboarding(account.id, {
      bankName: 'TD Canada Trust',
      routingNumber: '11000-000',
      last4: '6789',
    });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/account/${code}`,
      headers: bearer(artist.token),
    });
    expect(done.json<{ status: string }>().status).toBe('success');
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/account',
      headers: bearer(artist.token),
    });
    expect(view.json()).toEqual({
      connected: true,
      bankName: 'TD Canada Trust',
      routingNumber: '11000-000',
      last4: '6789',
    });
    // No simulated bank page in Stripe mode.
    const simulated = await t.app.inject({
      method: 'POST',
      url: `/api/simulated/bank/${account.id}`,
      headers: bearer(artist.token),
      payload: {
        bankName: 'RBC',
        transitNumber: '12345',
        institutionNumber: '003',
        accountNumber: '1234567',
      },
    });
    expect(simulated.statusCode).toBe(404);
  });

  it('charges off-session to the artist with the platform share as fee, refunds with reversal, and reads signed webhooks', async () => {
    const customer = await t.signUp();
    const card = CurrentUser.parse((await addCard(customer.token, '4242424242424242')).json())
      .cards[0]!;
    const { artist, account, code } = await connectArtist();
    fake.completeOnboarding(account.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/stripe/account/${code}`,
      headers: bearer(artist.token),
    });
    const booking = await makeBooking(t.database.db, {
      customerId: customer.id,
      artistId: artist.id,
      gatewayCardId: card.stripeCardId,
      amounts: [10000],
    });
    const payment = await chargeBooking(t.app.context, { bookingId: booking.id, kind: 'service' });
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: 10500,
      commissionCents: 2000,
    });
    const intent = fake.paymentIntents.find((p) => p.id === payment!.gatewayPaymentId)!;
    expect(intent).toMatchObject({
      amount: 10500,
      currency: 'cad',
      application_fee_amount: 500 + 2000,
      transfer_data: { destination: account.id },
    });
    const request = fake.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === payment!.idempotencyKey,
    );
    expect(request!.params).toMatchObject({ off_session: 'true', confirm: 'true' });

    const admin = await t.signUp({ role: 'Admin' });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${booking.id}/refund`,
      headers: bearer(admin.token),
      payload: { amountCents: 2100, reason: 'Late start' },
    });
    expect(refund.json<{ message: string }>().message).toBe('Refunded $21.00');
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 2100, payment_intent: intent.id });
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!.params).toMatchObject({
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    const lines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment!.id));
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(0);

    const event = fake.eventPayload('payment_intent.succeeded', intent);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.signWebhook(event) },
      payload: event,
    });
    expect(signed.json()).toEqual({ message: 'received' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': fake.signWebhook(event),
      },
      payload: event.replace('10500', '1'),
    });
    expect(tampered.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('succeeded');

    // A tip after the service: its own PaymentIntent, all of it transferred to the artist.
    const tipped = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${booking.id}/tip`,
      headers: bearer(customer.token),
      payload: { amountCents: 1500 },
    });
    expect(tipped.json()).toMatchObject({ status: 'tipped', tip: { amountCents: 1500 } });
    expect(fake.paymentIntents.at(-1)).toMatchObject({
      amount: 1500,
      currency: 'cad',
      application_fee_amount: 0,
      transfer_data: { destination: account.id },
    });
    const tipEvent = fake.eventPayload('payment_intent.succeeded', fake.paymentIntents.at(-1)!);
    const tipWebhook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': fake.signWebhook(tipEvent),
      },
      payload: tipEvent,
    });
    expect(tipWebhook.json()).toEqual({ message: 'received' });
  });

  it('lets the browser load Stripe.js, its card frames and its API, and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });
});
