/**
 * The ledger against random booking lifecycles: charges that succeed or are declined (and are
 * paid again with another card), late and free cancellations, partial and full refunds,
 * provider timeouts recovered by the job, and weekly payouts in between. After every batch the
 * books must balance, no artist may be owed a negative amount, and the ledger's money at the
 * provider must equal the provider's own record of charges, refunds and payouts.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { ledgerEntries, payments, simulatedGatewayObjects } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { GatewayUnavailableError } from '../../integrations/payments/gateway.ts';
import { simulatedGateway } from '../../integrations/payments/simulated-gateway.ts';
import { chargeBooking, recoverCharges } from '../../money/charge-booking.ts';
import { retryPayment } from './charges.service.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import {
  connectPayout,
  makeArtist,
  makeBooking,
  saveCardId,
} from '#tests/support/fixtures/payments.fixtures.ts';
import { runWeeklyPayouts } from './payouts.service.ts';
import { recoverRefunds, refundBooking } from './refunds.service.ts';

const BATCHES = 100;
const LIFECYCLES_PER_BATCH = 10; // 1,000 lifecycles in all

let timeoutNext = false;
let t: TestApp;
let ctx: AppContext;
let adminId: string;
const artists: string[] = [];
const customers: Array<{ id: string; token: string; good: string; declining: string }> = [];
let week = 1;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'silent' },
    {
      gateway: (db) => {
        const inner = simulatedGateway(db);
        // A timeout after the provider acted: the worst case for a double charge.
        const flaky =
          <A, R>(fn: (a: A) => Promise<R>) =>
          async (a: A) => {
            const result = await fn(a);
            if (timeoutNext) {
              timeoutNext = false;
              throw new GatewayUnavailableError('timed out after acting');
            }
            return result;
          };
        return {
          ...inner,
          charge: flaky((request: Parameters<typeof inner.charge>[0]) => inner.charge(request)),
          refund: flaky((request: Parameters<typeof inner.refund>[0]) => inner.refund(request)),
        };
      },
    },
  );
  ctx = t.app.context;
  adminId = (await t.signUp({ role: 'Admin' })).id;
  for (let i = 0; i < 4; i++) {
    const artist = await t.signUp();
    // Half the artists are in the launch promotion (no commission), half are not.
    await makeArtist(t.database.db, artist.id, i % 2 ? new Date() : new Date('2026-01-05'));
    if (i < 3) await connectPayout(t.app, artist.token); // one artist never connects
    artists.push(artist.id);
    const customer = await t.signUp();
    customers.push({
      ...customer,
      good: await saveCardId(t.app, customer.token),
      declining: await saveCardId(t.app, customer.token, '4000000000000341'),
    });
  }
}, 120_000);
afterAll(() => t.close());

const lifecycle = fc.record({
  artist: fc.nat({ max: 3 }),
  customer: fc.nat({ max: 3 }),
  // Service prices within the amount limits (at least $1.00).
  amounts: fc.array(fc.integer({ min: 100, max: 60_000 }), { minLength: 1, maxLength: 3 }),
  ending: fc.constantFrom('completed', 'completed', 'late-cancel', 'free-cancel'),
  declined: fc.boolean(),
  payAgain: fc.boolean(),
  timeout: fc.boolean(),
  refunds: fc.array(fc.oneof(fc.constant('rest' as const), fc.integer({ min: 1, max: 20_000 })), {
    maxLength: 3,
  }),
  payoutAfter: fc.boolean(),
});

async function backdate() {
  await t.database.db.execute(
    sql`update payments set updated_at = now() - interval '5 minutes' where status = 'processing'`,
  );
  await t.database.db.execute(
    sql`update refunds set created_at = now() - interval '5 minutes' where status = 'processing'`,
  );
}

type Lifecycle = typeof lifecycle extends fc.Arbitrary<infer T> ? T : never;

async function run(l: Lifecycle) {
  const customer = customers[l.customer]!;
  const booking = await makeBooking(t.database.db, {
    customerId: customer.id,
    artistId: artists[l.artist]!,
    gatewayCardId: l.declined ? customer.declining : customer.good,
    amounts: l.amounts,
  });
  if (l.ending === 'free-cancel') {
    expect(
      await chargeBooking(ctx, { bookingId: booking.id, kind: 'cancellation', percent: 0 }),
    ).toBeNull();
    return;
  }
  timeoutNext = l.timeout;
  const options =
    l.ending === 'completed'
      ? { bookingId: booking.id, kind: 'service' as const }
      : { bookingId: booking.id, kind: 'cancellation' as const, percent: 50 };
  await chargeBooking(ctx, options);
  await chargeBooking(ctx, options); // a double click
  await backdate();
  await recoverCharges(ctx);
  if (l.declined && l.payAgain) {
    await retryPayment(ctx, customer.id, booking.id, customer.good, serverTranslator('en-CA').t);
  }
  for (const refund of l.refunds) {
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    const remaining = payment!.amountCents - payment!.refundedCents;
    if (payment!.status !== 'succeeded' || payment!.payoutId || remaining === 0) break;
    timeoutNext = l.timeout;
    await refundBooking(ctx, adminId, booking.id, {
      amountCents: refund === 'rest' ? remaining : Math.min(refund, remaining),
      reason: 'property test',
    });
    await backdate();
    await recoverRefunds(ctx);
  }
  if (l.payoutAfter) await runWeeklyPayouts(ctx, new Date(Date.now() + 7 * 86_400_000 * week++));
}

/** Rows of a raw query, on either driver. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function checkBooks() {
  const [totals] = await t.database.db
    .select({
      all: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint`,
      gateway: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'gateway'), 0)::bigint`,
      clearing: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} in ('customer', 'refunds', 'payouts')), 0)::bigint`,
    })
    .from(ledgerEntries);
  expect(Number(totals!.all)).toBe(0);
  expect(Number(totals!.clearing)).toBe(0);

  const unbalanced = await rows(
    sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced).toEqual([]);

  const balances = await rows<{ user_id: string; owed: string }>(
    sql`select user_id, -sum(amount_cents) as owed from ledger_entries where account = 'artist_payable' group by user_id`,
  );
  for (const row of balances) expect(Number(row.owed), row.user_id).toBeGreaterThanOrEqual(0);

  // The provider's own record: what it charged, less what it refunded and paid out.
  const [provider] = await t.database.db
    .select({
      charged: sql<number>`coalesce(sum((${simulatedGatewayObjects.data}->>'amountCents')::bigint) filter (where ${simulatedGatewayObjects.kind} = 'charge' and ${simulatedGatewayObjects.data}->>'status' = 'succeeded'), 0)::bigint`,
      refunded: sql<number>`coalesce(sum((${simulatedGatewayObjects.data}->>'amountCents')::bigint) filter (where ${simulatedGatewayObjects.kind} = 'refund'), 0)::bigint`,
      paidOut: sql<number>`coalesce(sum((${simulatedGatewayObjects.data}->>'amountCents')::bigint) filter (where ${simulatedGatewayObjects.kind} = 'payout'), 0)::bigint`,
    })
    .from(simulatedGatewayObjects);
  expect(Number(totals!.gateway)).toBe(
    Number(provider!.charged) - Number(provider!.refunded) - Number(provider!.paidOut),
  );

  // Exactly one successful provider charge per paid booking.
  const doubles = await rows(
    sql`select p.id from payments p join simulated_gateway_objects o
        on o.idempotency_key like 'payment-' || p.id || '-%' and o.kind = 'charge' and o.data->>'status' = 'succeeded'
        group by p.id having count(*) > 1`,
  );
  expect(doubles).toEqual([]);
}

it(`keeps the books balanced over ${BATCHES * LIFECYCLES_PER_BATCH} random booking lifecycles`, async () => {
  let lifecycles = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(lifecycle, { minLength: LIFECYCLES_PER_BATCH, maxLength: LIFECYCLES_PER_BATCH }),
      async (batch) => {
        for (const l of batch) await run(l);
        lifecycles += batch.length;
        await checkBooks();
      },
    ),
    { numRuns: BATCHES, endOnFailure: true },
  );
  expect(lifecycles).toBe(BATCHES * LIFECYCLES_PER_BATCH);
  const [paid] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.status, 'succeeded'));
  expect(paid!.n).toBeGreaterThan(300);
}, 600_000);
