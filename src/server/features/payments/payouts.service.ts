import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { payoutLines } from '#shared/domain/ledger.ts';
import { PAYOUT_SCHEDULE } from '#shared/domain/policy.ts';
import { startOfTorontoWeek, torontoInstant, torontoParts } from '#shared/domain/toronto-time.ts';
import type { Earnings } from '#shared/schemas/payments.ts';
import type { Db } from '../../db/open-db.ts';
import { payments, payouts, profiles, tips, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { GatewayUnavailableError } from '../../integrations/payments/gateway.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { artistBalance, recordLedger } from '../../money/ledger.ts';
import { artistTerms, refundedSum } from '../../money/settlement-rules.ts';
import { notHeldForTax } from '../../money/tax-hold.ts';
import { sendPayoutEmail } from './payment-emails.ts';

type Payout = typeof payouts.$inferSelect;

/** Payouts run each Monday at this hour, Toronto time (the schedule in payments.jobs.ts). */
export const PAYOUT_HOUR = PAYOUT_SCHEDULE.hour;

/**
 * What each unpaid charge owes its artist: their share and the HST they charged, less the
 * same of its refunds. Written
 * with qualified names: drizzle leaves a column unqualified in a select list, and inside the
 * subquery that would name the refund's own column.
 */
export const artistShare = sql<number>`("payments"."subtotal_cents" - "payments"."commission_cents" + "payments"."service_hst_cents" - coalesce((
  select sum(r.subtotal_cents - r.commission_cents + r.service_hst_cents) from refunds r
  where r.payment_id = "payments"."id" and r.status = 'succeeded'), 0))::int`;

/** The HST in `artistShare`: what the artist charged on her services, less its refunds. */
export const artistHstShare = sql<number>`("payments"."service_hst_cents" - coalesce((
  select sum(r.service_hst_cents) from refunds r
  where r.payment_id = "payments"."id" and r.status = 'succeeded'), 0))::int`;

/** Charges an artist is owed for, made before `periodEnd`, with no refund still in flight. */
export const unpaidBefore = (periodEnd: Date) =>
  and(
    eq(payments.status, 'succeeded'),
    isNull(payments.payoutId),
    lt(payments.paidAt, periodEnd),
    sql`not exists (select 1 from refunds r where r.payment_id = "payments"."id" and r.status = 'processing')`,
  );

/** Tips an artist is owed, charged before `periodEnd` and not paid out yet (all theirs). */
export const unpaidTipsBefore = (periodEnd: Date) =>
  and(eq(tips.status, 'succeeded'), isNull(tips.payoutId), lt(tips.paidAt, periodEnd));

/**
 * The Monday job: pays each artist with a connected account their share of the charges made
 * before this Monday (00:00 Toronto) — the past week's, and any earlier ones still unpaid —
 * so an artist is paid within 7 days of the service. Safe to run twice: one payout per artist
 * per week, and its provider call is keyed by both.
 */
export async function runWeeklyPayouts(
  ctx: AppContext,
  now = new Date(),
  /** An admin's "Run payouts now": each payout it opens is audited in its own transaction. */
  by?: { adminId: string },
): Promise<{ paid: number; amountCents: number }> {
  const periodEnd = startOfTorontoWeek(now);
  const due = await ctx.db
    .selectDistinct({ artistId: payments.artistId, accountId: profiles.payoutAccountId })
    .from(payments)
    .innerJoin(profiles, eq(profiles.userId, payments.artistId))
    .where(
      and(
        unpaidBefore(periodEnd),
        isNotNull(profiles.payoutAccountId),
        notHeldForTax(payments.artistId),
      ),
    )
    .union(
      ctx.db
        .selectDistinct({ artistId: tips.artistId, accountId: profiles.payoutAccountId })
        .from(tips)
        .innerJoin(profiles, eq(profiles.userId, tips.artistId))
        .where(
          and(
            unpaidTipsBefore(periodEnd),
            isNotNull(profiles.payoutAccountId),
            notHeldForTax(tips.artistId),
          ),
        ),
    );
  const result = { paid: 0, amountCents: 0 };
  for (const { artistId, accountId } of due) {
    const opened = await openPayout(ctx.db, artistId, accountId!, periodEnd, by);
    if (!opened?.isNew || opened.payout.status !== 'processing') continue;
    if ((await attemptPayout(ctx, opened.payout)) === 'paid') {
      result.paid += 1;
      result.amountCents += opened.payout.amountCents;
    }
  }
  return result;
}

/**
 * Opens an artist's payout of one week with the charges it pays, locked, in one transaction.
 * Two runs at once (the Monday job and an admin's button, or two instances): the second
 * waits on the charges' locks, then finds them taken by the first (re-checked after the wait)
 * and opens nothing; the unique (artist, week) index is the last guard.
 */
async function openPayout(
  db: Db,
  artistId: string,
  accountId: string,
  periodEnd: Date,
  by: { adminId: string } | undefined,
): Promise<{ payout: Payout; isNew: boolean } | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.artistId, artistId), eq(payouts.periodEnd, periodEnd)));
    if (existing) return { payout: existing, isNew: false };
    const charges = await tx
      .select({ id: payments.id, share: artistShare, hst: artistHstShare })
      .from(payments)
      .where(and(eq(payments.artistId, artistId), unpaidBefore(periodEnd)))
      .for('update');
    const tipRows = await tx
      .select({ id: tips.id, amountCents: tips.amountCents })
      .from(tips)
      .where(and(eq(tips.artistId, artistId), unpaidTipsBefore(periodEnd)))
      .for('update');
    const amountCents =
      charges.reduce((sum, c) => sum + c.share, 0) +
      tipRows.reduce((sum, c) => sum + c.amountCents, 0);
    if (amountCents <= 0) return null;
    const [payout] = await tx
      .insert(payouts)
      .values({
        artistId,
        periodEnd,
        amountCents,
        hstCents: charges.reduce((sum, c) => sum + c.hst, 0),
        status: 'processing',
        idempotencyKey: `payout-${artistId}-${periodEnd.toISOString()}`,
        gatewayAccountId: accountId,
      })
      .onConflictDoNothing()
      .returning();
    if (!payout) return null;
    await tx
      .update(payments)
      .set({ payoutId: payout.id })
      .where(
        inArray(
          payments.id,
          charges.map((c) => c.id),
        ),
      );
    if (tipRows.length > 0) {
      await tx
        .update(tips)
        .set({ payoutId: payout.id })
        .where(
          inArray(
            tips.id,
            tipRows.map((c) => c.id),
          ),
        );
    }
    if (by) {
      await recordAudit(tx, {
        actorId: by.adminId,
        action: 'run-payouts',
        targetUserId: artistId,
        subjectId: payout.id,
        details: { amountCents, periodEnd: periodEnd.toISOString() },
      });
    }
    return { payout, isNew: true };
  });
}

async function attemptPayout(
  ctx: AppContext,
  payout: Payout,
): Promise<'paid' | 'failed' | 'unanswered'> {
  let payoutId: string;
  try {
    ({ payoutId } = await ctx.gateway.payout({
      accountId: payout.gatewayAccountId,
      amountCents: payout.amountCents,
      idempotencyKey: payout.idempotencyKey,
    }));
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      ctx.log.warn({ err: error, payoutId: payout.id }, 'payout not answered; left for recovery');
      return 'unanswered';
    }
    ctx.log.error({ err: error, payoutId: payout.id }, 'payout refused');
    // The charges go back to the balance and into next week's payout.
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(payouts)
        .set({ status: 'failed', failureMessage: String((error as Error).message).slice(0, 500) })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'processing')));
      await tx.update(payments).set({ payoutId: null }).where(eq(payments.payoutId, payout.id));
      await tx.update(tips).set({ payoutId: null }).where(eq(tips.payoutId, payout.id));
    });
    return 'failed';
  }
  const paid = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payouts)
      .set({ status: 'paid', gatewayPayoutId: payoutId, paidAt: sql`now()` })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'processing')))
      .returning();
    if (row) {
      await recordLedger(tx, payoutLines(row.amountCents, row.hstCents), {
        artistId: row.artistId,
        payoutId: row.id,
      });
    }
    return row;
  });
  if (paid) await tellArtist(ctx, paid);
  return 'paid';
}

async function tellArtist(ctx: AppContext, payout: Payout) {
  const [artist] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, payout.artistId));
  if (!artist || artist.deletedAt) return;
  const [{ count } = { count: 0 }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.payoutId, payout.id));
  await sendPayoutEmail(ctx, artist, {
    amountCents: payout.amountCents,
    paidAt: payout.paidAt ?? new Date(),
    bookings: count,
  });
}

/** The recovery job: asks the provider again about payouts left unanswered. */
export async function recoverPayouts(ctx: AppContext): Promise<void> {
  const stuck = await ctx.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'processing'),
        lt(payouts.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
  for (const payout of stuck) await attemptPayout(ctx, payout);
}

/** The next Monday payout run after `now` (today's, if it has not run yet). */
export function nextPayoutRun(now: Date): Date {
  const monday = torontoParts(startOfTorontoWeek(now));
  const thisWeeks = torontoInstant(monday.year, monday.month, monday.day, PAYOUT_HOUR);
  if (now < thisWeeks) return thisWeeks;
  const next = torontoParts(new Date(thisWeeks.getTime() + 7 * 86_400_000 + 12 * 3_600_000));
  const nextMonday = torontoParts(
    startOfTorontoWeek(torontoInstant(next.year, next.month, next.day, 12)),
  );
  return torontoInstant(nextMonday.year, nextMonday.month, nextMonday.day, PAYOUT_HOUR);
}

/** GET /api/earnings: the artist's balance, next payout, payout history and per-booking split. */
export async function getEarnings(
  ctx: AppContext,
  artistId: string,
  now = new Date(),
): Promise<Earnings> {
  const nextRun = nextPayoutRun(now);
  const [balanceCents, [next], history, charges, terms, [nextTips], tipRows] = await Promise.all([
    artistBalance(ctx.db, artistId),
    ctx.db
      // A week's sum can pass 32 bits: bigint, read back as a number.
      .select({ total: sql<number>`coalesce(sum(${artistShare}), 0)::bigint`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.artistId, artistId), unpaidBefore(startOfTorontoWeek(nextRun)))),
    ctx.db
      .select()
      .from(payouts)
      .where(eq(payouts.artistId, artistId))
      .orderBy(desc(payouts.periodEnd))
      .limit(52),
    ctx.db
      .select({
        payment: payments,
        share: artistShare,
        refundedSubtotal: refundedSum('subtotal_cents'),
        refundedCommission: refundedSum('commission_cents'),
      })
      .from(payments)
      .where(and(eq(payments.artistId, artistId), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.paidAt))
      .limit(100),
    artistTerms(ctx.db, ctx.env, artistId, now),
    ctx.db
      .select({ total: sql<number>`coalesce(sum(${tips.amountCents}), 0)::bigint`.mapWith(Number) })
      .from(tips)
      .where(and(eq(tips.artistId, artistId), unpaidTipsBefore(startOfTorontoWeek(nextRun)))),
    ctx.db
      .select()
      .from(tips)
      .where(and(eq(tips.artistId, artistId), eq(tips.status, 'succeeded')))
      .orderBy(desc(tips.paidAt))
      .limit(100),
  ]);
  const tipEntries = tipRows.map((tip) => ({
    bookingId: tip.bookingId,
    paidAt: tip.paidAt!.toISOString(),
    kind: 'tip' as const,
    subtotalCents: tip.amountCents,
    commissionCents: 0,
    refundedCents: 0,
    payoutCents: tip.amountCents,
    status: tip.payoutId ? ('paid' as const) : ('pending' as const),
  }));
  const promotionRuns = terms.promotionEndsAt !== null && terms.promotionEndsAt > now;
  return {
    balanceCents,
    nextPayout: {
      date: nextRun.toISOString(),
      amountCents: (next?.total ?? 0) + (nextTips?.total ?? 0),
    },
    payouts: history.map((p) => ({
      id: p.id,
      periodEnd: p.periodEnd.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
      amountCents: p.amountCents,
      status: p.status,
    })),
    bookings: [
      ...tipEntries,
      ...charges.map(({ payment, share, refundedSubtotal, refundedCommission }) => ({
        bookingId: payment.bookingId,
        paidAt: payment.paidAt!.toISOString(),
        kind: payment.kind,
        subtotalCents: payment.subtotalCents,
        commissionCents: payment.commissionCents - (refundedCommission ?? 0),
        refundedCents: refundedSubtotal ?? 0,
        payoutCents: share,
        status: payment.payoutId ? ('paid' as const) : ('pending' as const),
      })),
    ].sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
    promotionEndsAt: promotionRuns ? terms.promotionEndsAt!.toISOString() : null,
    payoutWeekday: PAYOUT_SCHEDULE.weekday,
  };
}
