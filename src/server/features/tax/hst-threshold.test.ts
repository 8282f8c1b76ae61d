/**
 * Issue 34: an unregistered artist's taxable sales against the $30,000 small-supplier
 * threshold, by calendar quarter (Toronto time), from the ledger; notice at 80% and when
 * crossed, in one quarter or over the four before it. Runs on both databases.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousQuarter, quarterOf, quarterStart } from '#shared/domain/hst.ts';
import { torontoInstant } from '#shared/domain/toronto-time.ts';
import { HstThresholdView } from '#shared/schemas/tax.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  hstThresholdNotices,
  jobs,
  ledgerEntries,
  payments,
  profiles,
  users,
} from '#server/db/schema/index.ts';
import { queues } from '#server/jobs/jobs.ts';
import { sendThresholdNotices } from './hst-threshold-notices.ts';
import { chargeBooking } from '#server/money/charge-booking.ts';
import {
  connectPayout,
  makeArtist,
  makeBooking,
  saveCardId,
} from '#tests/support/fixtures/payments.fixtures.ts';
import { refundBooking } from '#server/features/payments/refunds.service.ts';

let t: TestApp;
let customer: { id: string; token: string };
let admin: { id: string; token: string };
let card: string;

beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
  customer = await t.signUp();
  admin = await t.signUp({ role: 'Admin' });
  card = await saveCardId(t.app, customer.token);
}, 60_000);
afterAll(() => t.close());

async function newArtist() {
  const artist = await t.signUp();
  await makeArtist(t.database.db, artist.id, new Date('2026-01-05'));
  await connectPayout(t.app, artist.token);
  return artist;
}

/** Charges a booking of these service amounts; its ledger lines dated `when` if given. */
async function sale(artistId: string, amounts: number[], when?: Date) {
  const booking = await makeBooking(t.database.db, {
    customerId: customer.id,
    artistId,
    gatewayCardId: card,
    amounts,
  });
  await chargeBooking(t.app.context, { bookingId: booking.id, kind: 'service' });
  if (when) {
    // The books are append-only: the fixture lifts the trigger for this one statement.
    const [payment] = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_no_change`);
      await tx
        .update(ledgerEntries)
        .set({ createdAt: when })
        .where(eq(ledgerEntries.paymentId, payment!.id));
      await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_no_change`);
    });
  }
  return booking.id;
}

const standing = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/tax/hst-threshold',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return HstThresholdView.parse(response.json());
};

const TEN_K = 1_000_000;

describe('the small-supplier threshold', () => {
  it('counts this quarter’s sales less refunds, notices at 80% and when one quarter crosses', async () => {
    const artist = await newArtist();
    expect(await standing(artist.token)).toMatchObject({
      registered: false,
      thresholdCents: 3_000_000,
      currentQuarterCents: 0,
      level: 'under',
      crossedBy: null,
    });
    const first = await sale(artist.id, [TEN_K, TEN_K, 500_000]);
    await refundBooking(t.app.context, admin.id, first, { amountCents: 105_000, reason: 'Late' });
    // $25,000 charged, $1,000 of it refunded: $24,000 is 80% exactly.
    const near = await standing(artist.token);
    expect(near).toMatchObject({ currentQuarterCents: 2_400_000, level: 'near', crossedBy: null });
    expect(near.quarters).toHaveLength(5);
    expect(near.quarters.at(-1)).toEqual({
      label: `Q${quarterOf(new Date()).quarter} ${quarterOf(new Date()).year}`,
      cents: 2_400_000,
    });

    await sale(artist.id, [600_001]);
    expect(await standing(artist.token)).toMatchObject({
      currentQuarterCents: 3_000_001,
      level: 'crossed',
      crossedBy: 'quarter',
      smallSupplierUntil: null,
    });
  });

  it('adds the four quarters before this one, and says until when she is a small supplier', async () => {
    const artist = await newArtist();
    const current = quarterOf(new Date());
    const last = previousQuarter(current);
    const fourth = previousQuarter(previousQuarter(previousQuarter(last)));
    const dayInto = (q: typeof current) => new Date(quarterStart(q).getTime() + 86_400_000);
    await sale(artist.id, [TEN_K, 600_000], dayInto(last));
    await sale(artist.id, [TEN_K, 500_000], dayInto(fourth));
    // The quarter before the four does not count.
    await sale(artist.id, [TEN_K], dayInto(previousQuarter(fourth)));
    const view = await standing(artist.token);
    expect(view).toMatchObject({
      currentQuarterCents: 0,
      lastFourQuartersCents: 3_100_000,
      level: 'crossed',
      crossedBy: 'four-quarters',
      smallSupplierUntil: torontoInstant(
        current.year,
        (current.quarter - 1) * 3 + 2,
        1,
      ).toISOString(),
    });
    expect(view.quarters.map((q) => q.cents)).toEqual([1_500_000, 0, 0, 1_600_000, 0]);
  });

  it('knows a registered artist, and is for artists only', async () => {
    const artist = await newArtist();
    await t.database.db
      .update(profiles)
      .set({ hstNumber: '123456782RT0001' })
      .where(eq(profiles.userId, artist.id));
    expect((await standing(artist.token)).registered).toBe(true);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/tax/hst-threshold',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('the small-supplier notice by e-mail', () => {
  /** The notices queued to this address, by subject (the e-mail job's data). */
  const notices = async (email: string) =>
    (
      await t.database.db
        .select({ data: jobs.data })
        .from(jobs)
        .where(and(eq(jobs.queue, queues.sendEmail), sql`${jobs.data}->>'to' = ${email}`))
    )
      .map((row) => row.data as { subject: string; text: string })
      .filter((mail) => /GST\/HST|TPS\/TVH/.test(mail.subject));

  it('is sent once at 80% and once more when she crosses, in her language, amounts only', async () => {
    const artist = await newArtist();
    const email = (await t.database.db.select().from(users).where(eq(users.id, artist.id)))[0]!
      .email;
    await sale(artist.id, [TEN_K, TEN_K, 400_000]);
    // Two processes run the daily job at once: one notice.
    await Promise.all([sendThresholdNotices(t.app.context), sendThresholdNotices(t.app.context)]);
    await sendThresholdNotices(t.app.context);
    const near = await notices(email);
    expect(near.map((mail) => mail.subject)).toEqual([
      'You are near the $30,000 GST/HST threshold',
    ]);
    expect(near[0]!.text).toContain('$24,000.00 this calendar quarter');
    expect(near[0]!.text).toContain('/price#hst');

    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, artist.id));
    await sale(artist.id, [700_000]);
    await sendThresholdNotices(t.app.context);
    await sendThresholdNotices(t.app.context);
    const after = await notices(email);
    expect(after.map((mail) => mail.subject).sort()).toEqual([
      'Vous avez dépassé le seuil de 30 000 $ pour la TPS/TVH',
      'You are near the $30,000 GST/HST threshold',
    ]);
    expect(after.find((mail) => mail.subject.startsWith('Vous'))!.text).toContain(
      'en ce seul trimestre civil',
    );
  });

  it('is not sent to a registered artist, nor under 80%', async () => {
    const registered = await newArtist();
    await t.database.db
      .update(profiles)
      .set({ hstNumber: '123456782RT0001' })
      .where(eq(profiles.userId, registered.id));
    await sale(registered.id, [TEN_K, TEN_K, TEN_K, TEN_K]);
    const small = await newArtist();
    await sale(small.id, [TEN_K]);
    await sendThresholdNotices(t.app.context);
    const sent = await t.database.db
      .select({ userId: hstThresholdNotices.userId })
      .from(hstThresholdNotices)
      .where(inArray(hstThresholdNotices.userId, [registered.id, small.id]));
    expect(sent).toEqual([]);
  });
});
