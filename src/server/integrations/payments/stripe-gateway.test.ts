import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts';
import {
  CardError,
  GatewayUnavailableError,
  type ChargeRequest,
  type PaymentGateway,
} from './gateway.ts';
import { stripeGateway, type StripeGatewayOptions } from './stripe-gateway.ts';

// The real `stripe` library against a local fake of the endpoints the gateway uses.
let fake: FakeStripe;
let gateway: PaymentGateway;

const expiry = { expMonth: 12, expYear: 2034 };
let serial = 0;
const nextUserId = () => `user-${++serial}`;

function gatewayWith(options: Partial<StripeGatewayOptions> = {}): PaymentGateway {
  return stripeGateway({
    secretKey: 'sk_test_blush',
    publishableKey: 'pk_test_blush',
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    ...options,
  });
}

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = gatewayWith();
});
afterAll(() => fake.close());

async function newCustomer(): Promise<string> {
  return gateway.createCustomer({ userId: nextUserId(), email: 'cara@example.com', name: 'Cara' });
}

/** A customer who saved `number` through a SetupIntent, as checkout does. */
async function customerWithCard(number = '4242424242424242') {
  const customerId = await newCustomer();
  await gateway.startCardSetup(customerId);
  const card = await gateway.attachCard(
    customerId,
    fake.completeSetupIntent(customerId, number, expiry),
  );
  return { customerId, card };
}

/** An artist's Express account that finished onboarding. */
async function readyAccount(): Promise<string> {
  const accountId = await gateway.createPayoutAccount({
    userId: nextUserId(),
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Artist',
  });
  fake.completeOnboarding(accountId);
  return accountId;
}

let keys = 0;
async function chargeRequest(overrides: Partial<ChargeRequest> = {}): Promise<ChargeRequest> {
  const { customerId, card } = await customerWithCard();
  return {
    customerId,
    cardId: card.id,
    amountCents: 10_500,
    applicationFeeCents: 2_500,
    destinationAccountId: await readyAccount(),
    idempotencyKey: `charge-${++keys}`,
    description: 'Bridal makeup',
    metadata: { bookingId: 'booking-1' },
    ...overrides,
  };
}

const lastRequest = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path).at(-1);
const intentsWithKey = (key: string) =>
  fake.paymentIntents.filter((pi) => pi.metadata.idempotencyKey === key);

describe('stripe gateway: customers and cards', () => {
  it('creates one customer per user, with the user id in metadata', async () => {
    const userId = nextUserId();
    const input = { userId, email: 'cara@example.com', name: 'Cara Client' };
    const first = await gateway.createCustomer(input);
    expect(first).toMatch(/^cus_/);
    expect(await gateway.createCustomer(input)).toBe(first);
    expect(fake.customers.filter((c) => c.metadata.userId === userId)).toHaveLength(1);
    expect(lastRequest('POST', '/v1/customers')).toMatchObject({
      params: { email: 'cara@example.com', name: 'Cara Client', metadata: { userId } },
      idempotencyKey: `customer-${userId}`,
    });
  });

  it('starts an off-session card SetupIntent and hands the browser its secret', async () => {
    const customerId = await newCustomer();
    const setup = await gateway.startCardSetup(customerId);
    const intent = fake.setupIntents.at(-1)!;
    expect(setup).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_blush',
      clientSecret: intent.client_secret,
    });
    expect(intent).toMatchObject({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
  });

  it('saves a confirmed card with its brand, last 4, expiry and fingerprint', async () => {
    const { customerId, card } = await customerWithCard('4242424242424242');
    expect(card).toEqual({
      id: expect.stringMatching(/^pm_/) as string,
      fingerprint: expect.stringMatching(/^\w{16}$/) as string,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    expect(lastRequest('GET', `/v1/setup_intents/${fake.setupIntents.at(-1)!.id}`)?.params).toEqual(
      {
        expand: ['payment_method'],
      },
    );
    expect(fake.paymentMethods.find((pm) => pm.id === card.id)?.customer).toBe(customerId);
  });

  it('gives the same card the same fingerprint, and another card another', async () => {
    const first = await customerWithCard('5555555555554444');
    const again = await customerWithCard('5555555555554444');
    const other = await customerWithCard('4242424242424242');
    expect(again.card.fingerprint).toBe(first.card.fingerprint);
    expect(again.card.id).not.toBe(first.card.id);
    expect(other.card.fingerprint).not.toBe(first.card.fingerprint);
  });

  it("refuses another customer's SetupIntent", async () => {
    const owner = await newCustomer();
    await gateway.startCardSetup(owner);
    const token = fake.completeSetupIntent(owner, '4242424242424242', expiry);
    const thief = await newCustomer();
    const attempt = gateway.attachCard(thief, token);
    await expect(attempt).rejects.toBeInstanceOf(CardError);
    await expect(attempt).rejects.toMatchObject({
      code: 'setup_mismatch',
      message: 'This card could not be saved. Please try again.',
    });
  });

  it('refuses a token that is no SetupIntent of this Stripe account', async () => {
    const customerId = await newCustomer();
    for (const token of ['seti_does_not_exist', 'simtok_eyJicmFuZCI6InZpc2EifQ']) {
      await expect(gateway.attachCard(customerId, token)).rejects.toMatchObject({
        code: 'setup_mismatch',
      });
    }
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
  ])('refuses a card Stripe refused at setup (%s)', async (number, code, message) => {
    const customerId = await newCustomer();
    await gateway.startCardSetup(customerId);
    const attempt = gateway.attachCard(
      customerId,
      fake.completeSetupIntent(customerId, number, expiry),
    );
    await expect(attempt).rejects.toBeInstanceOf(CardError);
    await expect(attempt).rejects.toMatchObject({ code, message });
  });

  it('refuses a SetupIntent the browser never confirmed', async () => {
    const customerId = await newCustomer();
    await gateway.startCardSetup(customerId);
    await expect(
      gateway.attachCard(customerId, fake.setupIntents.at(-1)!.id),
    ).rejects.toMatchObject({ code: 'setup_failed' });
  });

  it('detaches a card, and takes a card already gone as done', async () => {
    const { card } = await customerWithCard();
    await gateway.detachCard(card.id);
    expect(fake.paymentMethods.find((pm) => pm.id === card.id)?.customer).toBeNull();
    await expect(gateway.detachCard(card.id)).resolves.toBeUndefined();
    await expect(gateway.detachCard('pm_does_not_exist')).resolves.toBeUndefined();
  });
});

describe('stripe gateway: Connect Express payout accounts', () => {
  it('creates one Canadian Express account per artist, paid out weekly on Mondays', async () => {
    const userId = nextUserId();
    const input = { userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
    const accountId = await gateway.createPayoutAccount(input);
    expect(accountId).toMatch(/^acct_/);
    expect(lastRequest('POST', '/v1/accounts')).toMatchObject({
      idempotencyKey: `account-${userId}`,
      params: {
        type: 'express',
        country: 'CA',
        email: 'ada@example.com',
        business_type: 'individual',
        individual: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
        capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
        settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'monday' } } },
        metadata: { userId },
      },
    });
    expect(await gateway.createPayoutAccount(input)).toBe(accountId);
    expect(fake.accounts.filter((a) => a.metadata.userId === userId)).toHaveLength(1);
  });

  it('links to onboarding, which returns the artist to Blush', async () => {
    const accountId = await gateway.createPayoutAccount({
      userId: nextUserId(),
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Artist',
    });
    const urls = {
      returnUrl: 'http://blush.test/artist/payouts?connected=1',
      refreshUrl: 'http://blush.test/artist/payouts?refresh=1',
    };
    const url = await gateway.payoutOnboardingUrl(accountId, urls);
    expect(lastRequest('POST', '/v1/account_links')?.params).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(urls.returnUrl);
    expect((await gateway.payoutAccountStatus(accountId)).ready).toBe(true);
  });

  it('is not ready until onboarding is done, then shows the bank', async () => {
    const accountId = await gateway.createPayoutAccount({
      userId: nextUserId(),
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Artist',
    });
    expect(await gateway.payoutAccountStatus(accountId)).toEqual({ ready: false, bank: null });
    fake.completeOnboarding(accountId, null);
    expect(await gateway.payoutAccountStatus(accountId)).toEqual({ ready: false, bank: null });
    const bank = { bankName: 'TD Canada Trust', routingNumber: '00422-004', last4: '1234' };
    fake.completeOnboarding(accountId, bank);
    expect(await gateway.payoutAccountStatus(accountId)).toEqual({ ready: true, bank });
  });

  it('leaves payouts to the weekly schedule, once the account can be paid out', async () => {
    const accountId = await readyAccount();
    const posts = fake.requests.filter((r) => r.method === 'POST').length;
    const payout = await gateway.payout({
      accountId,
      amountCents: 8_000,
      idempotencyKey: 'payout-1',
    });
    expect(payout).toEqual({ payoutId: 'scheduled_payout-1' });
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(posts);

    const pending = await gateway.createPayoutAccount({
      userId: nextUserId(),
      email: 'new@example.com',
      firstName: 'New',
      lastName: 'Artist',
    });
    await expect(
      gateway.payout({ accountId: pending, amountCents: 8_000, idempotencyKey: 'payout-2' }),
    ).rejects.toThrow('payouts are not enabled for this account');
  });
});

describe('stripe gateway: charges', () => {
  it("charges off-session, the artist's share to their account and the rest as the fee", async () => {
    const request = await chargeRequest();
    const result = await gateway.charge(request);
    const [intent] = intentsWithKey(request.idempotencyKey);
    expect(result).toEqual({ status: 'succeeded', paymentId: intent!.id });
    expect(lastRequest('POST', '/v1/payment_intents')).toMatchObject({
      idempotencyKey: request.idempotencyKey,
      params: {
        amount: '10500',
        currency: 'cad',
        customer: request.customerId,
        payment_method: request.cardId,
        off_session: 'true',
        confirm: 'true',
        description: 'Bridal makeup',
        application_fee_amount: '2500',
        transfer_data: { destination: request.destinationAccountId },
        metadata: { bookingId: 'booking-1', idempotencyKey: request.idempotencyKey },
      },
    });
  });

  it('sends no fee or transfer without a destination account', async () => {
    const request = await chargeRequest({ destinationAccountId: null });
    expect((await gateway.charge(request)).status).toBe('succeeded');
    const params = lastRequest('POST', '/v1/payment_intents')!.params;
    expect(params).not.toHaveProperty('application_fee_amount');
    expect(params).not.toHaveProperty('transfer_data');
  });

  it('returns a declined off-session charge as a failed result', async () => {
    const { customerId, card } = await customerWithCard('4000000000000341');
    const request = { ...(await chargeRequest()), customerId, cardId: card.id };
    const result = await gateway.charge(request);
    const [intent] = intentsWithKey(request.idempotencyKey);
    expect(intent?.status).toBe('requires_payment_method');
    expect(result).toEqual({
      status: 'failed',
      paymentId: intent!.id,
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('returns a charge of a card detached since checkout as a failed result', async () => {
    const request = await chargeRequest();
    await gateway.detachCard(request.cardId);
    expect(await gateway.charge(request)).toEqual({
      status: 'failed',
      paymentId: null,
      code: 'card_missing',
      message: 'This card is no longer saved. Please choose another card.',
    });
    expect(intentsWithKey(request.idempotencyKey)).toHaveLength(0);
  });

  it('charges once when a timed-out charge is retried with its key', async () => {
    const request = await chargeRequest();
    fake.failNext('/v1/payment_intents', 'timeout-after-commit');
    const impatient = gatewayWith({ timeoutMs: 300, maxNetworkRetries: 0 });
    await expect(impatient.charge(request)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const [intent, ...others] = intentsWithKey(request.idempotencyKey);
    expect(intent?.status).toBe('succeeded');
    expect(others).toHaveLength(0);

    expect(await gateway.charge(request)).toEqual({ status: 'succeeded', paymentId: intent!.id });
    expect(intentsWithKey(request.idempotencyKey)).toHaveLength(1);
  });

  it("lets the library's own retry after a timeout find the first charge", async () => {
    const request = await chargeRequest();
    fake.failNext('/v1/payment_intents', 'timeout-after-commit');
    const result = await gatewayWith({ timeoutMs: 300, maxNetworkRetries: 1 }).charge(request);
    expect(result.status).toBe('succeeded');
    expect(intentsWithKey(request.idempotencyKey)).toHaveLength(1);
    const attempts = fake.requests.filter((r) => r.idempotencyKey === request.idempotencyKey);
    expect(attempts).toHaveLength(2);
  });

  it('reports Stripe down after the retries, and charges on a later retry', async () => {
    const request = await chargeRequest();
    fake.failNext('/v1/payment_intents', 'server-error', 3);
    const attempt = gatewayWith({ maxNetworkRetries: 2 }).charge(request);
    await expect(attempt).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(fake.requests.filter((r) => r.idempotencyKey === request.idempotencyKey)).toHaveLength(
      3,
    );
    expect(intentsWithKey(request.idempotencyKey)).toHaveLength(0);

    expect((await gateway.charge(request)).status).toBe('succeeded');
  });

  it('reports Stripe unreachable from the other calls too', async () => {
    const accountId = await readyAccount();
    fake.failNext(`/v1/accounts/${accountId}`, 'server-error', 2);
    const payout = { accountId, amountCents: 8_000, idempotencyKey: 'payout-down' };
    await expect(gatewayWith({ maxNetworkRetries: 1 }).payout(payout)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );

    const customerId = await newCustomer();
    const setups = fake.setupIntents.length;
    fake.failNext('/v1/setup_intents', 'timeout');
    const impatient = gatewayWith({ timeoutMs: 300, maxNetworkRetries: 0 });
    await expect(impatient.startCardSetup(customerId)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(fake.setupIntents).toHaveLength(setups);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = gatewayWith({ apiUrl: `http://127.0.0.1:${port}`, maxNetworkRetries: 0 });
    await expect(
      nowhere.createCustomer({ userId: nextUserId(), email: 'x@example.com', name: 'X' }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('refuses a key reused for another charge', async () => {
    const request = await chargeRequest();
    await gateway.charge(request);
    const other = gateway.charge({ ...request, amountCents: 20_000 });
    await expect(other).rejects.toThrow(/same parameters/);
    await expect(other).rejects.not.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('stripe gateway: refunds', () => {
  it('refunds part of a charge, reversing the transfer and the fee', async () => {
    const request = await chargeRequest();
    const charge = await gateway.charge(request);
    const { refundId } = await gateway.refund({
      paymentId: charge.paymentId!,
      amountCents: 5_000,
      idempotencyKey: 'refund-1',
    });
    expect(lastRequest('POST', '/v1/refunds')).toMatchObject({
      idempotencyKey: 'refund-1',
      params: {
        payment_intent: charge.paymentId,
        amount: '5000',
        reverse_transfer: 'true',
        refund_application_fee: 'true',
      },
    });
    const refund = fake.refunds.find((r) => r.id === refundId);
    expect(refund).toMatchObject({
      amount: 5_000,
      transfer_reversal: expect.stringMatching(/^trr_/) as string,
    });
  });

  it('refunds once for one key', async () => {
    const charge = await gateway.charge(await chargeRequest());
    const input = { paymentId: charge.paymentId!, amountCents: 2_000, idempotencyKey: 'refund-2' };
    const first = await gateway.refund(input);
    expect(await gateway.refund(input)).toEqual(first);
    expect(fake.refunds.filter((r) => r.payment_intent === charge.paymentId)).toHaveLength(1);
  });
});

describe('stripe gateway: webhooks', () => {
  const intent = {
    id: 'pi_123',
    object: 'payment_intent',
    metadata: { idempotencyKey: 'charge-9' },
  };

  it('reads signed payment events with the key of the attempt', () => {
    for (const [type, expected] of [
      ['payment_intent.succeeded', 'payment.succeeded'],
      ['payment_intent.payment_failed', 'payment.failed'],
    ] as const) {
      const payload = fake.eventPayload(type, intent);
      expect(gateway.parseWebhook(Buffer.from(payload), fake.signWebhook(payload))).toEqual({
        type: expected,
        paymentId: 'pi_123',
        idempotencyKey: 'charge-9',
      });
    }
  });

  it('reads account updates and ignores other events', () => {
    const account = fake.eventPayload('account.updated', { id: 'acct_1', object: 'account' });
    expect(gateway.parseWebhook(Buffer.from(account), fake.signWebhook(account))).toEqual({
      type: 'account.updated',
      accountId: 'acct_1',
    });
    const other = fake.eventPayload('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(gateway.parseWebhook(Buffer.from(other), fake.signWebhook(other))).toEqual({
      type: 'ignored',
      providerType: 'charge.refunded',
    });
  });

  it('refuses a missing or wrong signature and a tampered body', () => {
    const payload = fake.eventPayload('payment_intent.succeeded', intent);
    const signature = fake.signWebhook(payload);
    expect(() => gateway.parseWebhook(Buffer.from(payload), undefined)).toThrow();
    const otherSecret = gatewayWith({ webhookSecret: 'whsec_someone_else' });
    expect(() => otherSecret.parseWebhook(Buffer.from(payload), signature)).toThrow();
    const tampered = payload.replace('pi_123', 'pi_999');
    expect(() => gateway.parseWebhook(Buffer.from(tampered), signature)).toThrow();
  });
});
