/**
 * Issue 17 through the API: amounts outside the limits are refused with a 400 that names the
 * field and the limit, and nothing is stored; completion is never recorded without its
 * charge's outcome; a refused late-cancellation fee is told as it happened.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote } from '#shared/domain/settlement.ts';
import { CompleteAnswer } from '#shared/schemas/booking.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { bookings, devMail, payments, profileServices } from '../../db/schema/index.ts';
import { GatewayUnavailableError } from '../../integrations/payments/gateway.ts';
import { simulatedGateway } from '../../integrations/payments/simulated-gateway.ts';
import { recoverCharges } from '../../money/charge-booking.ts';
import { sendDueReceipts } from './booking-receipt-emails.ts';
import {
  book,
  changeState,
  complete,
  errorOf,
  FEE_BPS,
  HOUR,
  makeArtist,
  makeCustomer,
  orderFor,
  placeOrder,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
/** While true the provider does not answer charges (a timeout, an outage). */
let providerDown = false;

beforeAll(async () => {
  t = await createTestApp(
    { PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'silent' },
    {
      gateway: (db) => {
        const inner = simulatedGateway(db);
        return {
          ...inner,
          charge: async (request) => {
            if (providerDown) throw new GatewayUnavailableError('the provider did not answer');
            return inner.charge(request);
          },
        };
      },
    },
  );
});
afterAll(() => t.close());

const stored = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentsOf = (id: string) =>
  t.database.db.select().from(payments).where(eq(payments.bookingId, id));

/** Prices written straight into the table, as a profile made before the limits could hold. */
async function setPrice(serviceId: string, amountCents: number) {
  await t.database.db
    .update(profileServices)
    .set({ amountCents })
    .where(eq(profileServices.id, serviceId));
}

describe('a service price', () => {
  const addService = (token: string, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/service',
      headers: bearer(token),
      payload: { typeOfService: 'Bridal', amount, description: 'All day.' },
    });

  it.each([
    ['999999', 'must be at most $10,000.00'],
    ['10001', 'must be at most $10,000.00'],
    ['0.99', 'must be at least $1.00'],
    ['0.01', 'must be at least $1.00'],
  ])('of %s is refused: %s', async (amount, message) => {
    const artist = await makeArtist(t);
    const response = await addService(artist.token, amount);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.amount).toBe(message);
    const services = await t.database.db
      .select()
      .from(profileServices)
      .where(eq(profileServices.userId, artist.id));
    expect(services).toHaveLength(2); // the fixture's two, nothing added
  });

  it('of $10,000 and of $1 is taken', async () => {
    const artist = await makeArtist(t);
    expect((await addService(artist.token, '10000')).statusCode).toBe(200);
    expect((await addService(artist.token, '1')).statusCode).toBe(200);
  });
});

describe('booking creation', () => {
  it('refuses a service priced $999,999 (stored before the limits) with the limit, storing nothing', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    await setPrice(artist.services[0]!.id, 99_999_900);
    const customer = await makeCustomer(t);
    const body = orderFor(artist, customer, {
      services: [{ serviceId: artist.services[0]!.id, quantity: 3 }],
      expectedTotalCents: quote([{ amountCents: 99_999_900, quantity: 3 }], FEE_BPS).totalCents,
    });
    const response = await placeOrder(t, customer, artist, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'validation',
      message: 'The price of Bridal Makeup must be at most $10,000.00.',
      fields: { services: 'The price of Bridal Makeup must be at most $10,000.00.' },
    });
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.customerId, customer.id));
    expect(rows).toHaveLength(0);
  });

  it('takes the largest order one booking allows: 20 services × 3 at $10,000', async () => {
    const artist = await makeArtist(t, { amounts: Array.from({ length: 20 }, () => 1_000_000) });
    const customer = await makeCustomer(t);
    const lines = artist.services.map((s) => ({ serviceId: s.id, quantity: 3 }));
    const price = quote(
      lines.map(() => ({ amountCents: 1_000_000, quantity: 3 })),
      FEE_BPS,
    );
    const response = await placeOrder(
      t,
      customer,
      artist,
      orderFor(artist, customer, { services: lines, expectedTotalCents: price.totalCents }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Array<{ totalValue: number }>>()[0]!.totalValue).toBe(63_000_000);
  });

  it('refuses a total below the minimum charge', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    await setPrice(artist.services[0]!.id, 1);
    const customer = await makeCustomer(t);
    const body = orderFor(artist, customer, { expectedTotalCents: 1 });
    const response = await placeOrder(t, customer, artist, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('The price of Bridal Makeup must be at least $1.00.');
  });
});

/** An accepted booking that started 10 minutes ago, whose code completes it. */
async function accepted(cardNumber?: string, at = HOUR / 2) {
  const artist = await makeArtist(t, { amounts: [8000] });
  const customer = await makeCustomer(t, cardNumber);
  const bookingId = await book(t, customer, artist, at);
  expect(
    (await changeState(t, artist, bookingId, 'request', { state: 'accepted' })).statusCode,
  ).toBe(200);
  await startedAgo(t, bookingId, HOUR / 6); // completion opens at the start
  return { artist, customer, bookingId, code: (await stored(bookingId)).bookCode! };
}

describe('settlement', () => {
  it('refuses to complete a booking priced above the limits, leaving it accepted and uncharged', async () => {
    const { artist, bookingId, code } = await accepted();
    // A booking stored before the limits: three services of $999,999.
    const services = [
      { serviceId: randomUUID(), typeOfService: 'Gala', quantity: 3, amountCents: 99_999_900 },
    ];
    const price = quote(services, FEE_BPS);
    await t.database.db
      .update(bookings)
      .set({ services, ...price })
      .where(eq(bookings.id, bookingId));

    const response = await complete(t, artist, bookingId, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('The price of Gala must be at most $10,000.00.');
    expect((await stored(bookingId)).state).toBe('accepted');
    expect(await paymentsOf(bookingId)).toHaveLength(0);
  });

  it('refuses a late-cancellation share below the minimum charge, leaving the booking as it was', async () => {
    const { customer, bookingId } = await accepted(undefined, HOUR);
    const services = [
      { serviceId: randomUUID(), typeOfService: 'Touch-up', quantity: 1, amountCents: 57 },
    ];
    await t.database.db
      .update(bookings)
      .set({ services, ...quote(services, FEE_BPS) })
      .where(eq(bookings.id, bookingId));
    const response = await changeState(t, customer, bookingId, 'accepted', {
      state: 'declined-user',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('The price of Touch-up must be at least $1.00.');
    expect((await stored(bookingId)).state).toBe('accepted');
    expect(await paymentsOf(bookingId)).toHaveLength(0);
  });
});

describe('completion never lies', () => {
  it('leaves the booking accepted with its payment pending while the provider does not answer', async () => {
    const { artist, customer, bookingId, code } = await accepted();
    providerDown = true;
    let response;
    try {
      response = await complete(t, artist, bookingId, code);
    } finally {
      providerDown = false;
    }
    expect(response.statusCode).toBe(200);
    const answer = CompleteAnswer.parse(response.json());
    expect(answer.message).toMatch(/^Payment pending/);
    expect(answer.booking).toMatchObject({
      state: 'accepted',
      payment: { status: 'processing', kind: 'service' },
      payoutStatus: 'pending',
    });
    expect(await stored(bookingId)).toMatchObject({ state: 'accepted', completedAt: null });
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'processing' }]);

    // The admins see it among the payments still owed.
    const admin = await t.signUp({ role: 'Admin' });
    const owed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=failed',
      headers: bearer(admin.token),
    });
    expect(
      owed.json<{ payments: Array<{ bookingId: string; status: string }> }>().payments,
    ).toContainEqual(expect.objectContaining({ bookingId, status: 'processing' }));

    // Neither party can cancel or decline a booking whose service was paid for.
    const cancel = await changeState(t, customer, bookingId, 'accepted', {
      state: 'declined-user',
    });
    expect(cancel.statusCode).toBe(409);

    // The recovery job asks again a minute later: the outcome completes it, in one transaction.
    await t.database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(payments.bookingId, bookingId));
    await recoverCharges(t.app.context);
    expect(await stored(bookingId)).toMatchObject({ state: 'completed' });
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'succeeded' }]);
    await sendDueReceipts(t.app.context);
    const receipt = await mailTo(t.database, customer.email, /receipt/);
    expect(receipt.text).toContain('Your card was charged $84.00.');
    // Once: a second run sends nothing more.
    await sendDueReceipts(t.app.context);
    const receipts = await t.database.db
      .select()
      .from(devMail)
      .where(and(eq(devMail.to, customer.email), like(devMail.subject, 'Your receipt%')));
    expect(receipts).toHaveLength(1);
  });

  it('tells a second entry of the code to wait while the payment is pending: one charge', async () => {
    const { artist, bookingId, code } = await accepted();
    providerDown = true;
    try {
      await complete(t, artist, bookingId, code);
    } finally {
      providerDown = false;
    }
    const again = await complete(t, artist, bookingId, code);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toMatch(/^Payment pending/);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
  });

  it('completes with a refused card, the payment pending and the receipt saying so', async () => {
    const { artist, customer, bookingId, code } = await accepted('4000000000000341');
    const response = await complete(t, artist, bookingId, code);
    expect(CompleteAnswer.parse(response.json()).booking).toMatchObject({
      state: 'completed',
      payment: { status: 'failed' },
      payoutStatus: 'pending',
    });
    const receipt = await mailTo(t.database, customer.email, /receipt/);
    expect(receipt.text).toContain('Payment pending: your card was refused for $84.00.');
    expect(receipt.text).not.toContain('Your card was charged');
  });
});

describe('a refused late-cancellation fee', () => {
  it('is told as it happened, to both parties, with what happens next', async () => {
    const { artist, customer, bookingId } = await accepted('4000000000000341', 2 * HOUR);
    const response = await changeState(t, customer, bookingId, 'accepted', {
      state: 'declined-user',
    });
    expect(response.statusCode).toBe(200);
    expect(await paymentsOf(bookingId)).toMatchObject([
      { kind: 'cancellation', status: 'failed', amountCents: 4200 },
    ]);
    const mail = await mailTo(t.database, customer.email, /You cancelled/);
    expect(mail.text).toContain(
      'We tried to charge a cancellation fee of $42.00 (50% of the $84.00 total, under the cancellation policy), and your card was refused',
    );
    expect(mail.text).toContain('link to pay it with another card');
    expect(mail.text).not.toContain('was charged');
    expect(mail.text).toContain(`Pay with another card: https://blush.test/pay/${bookingId}`);
    const artistMail = await mailTo(t.database, artist.email, /cancelled their booking/);
    expect(artistMail.text).toContain("the customer's card was refused");
    expect(artistMail.text).not.toContain('was charged');
  });
});
