import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatCents } from '#shared/domain/money.ts';
import { startOfTorontoWeek } from '#shared/domain/toronto-time.ts';
import type { AdminMoney } from '#shared/schemas/admin.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { ledgerEntries, payments, payouts, profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { attemptCharge, nextAttempt } from '../../money/charge-booking.ts';
import { artistShare, runWeeklyPayouts, unpaidBefore } from './payouts.service.ts';

/**
 * GET /api/admin/money: the payouts of the recent weeks (who, how much, status), what a run
 * now would pay, and the ledger's totals per account with their sum, which is always zero.
 */
export async function getAdminMoney(ctx: AppContext, now = new Date()): Promise<AdminMoney> {
  const [recent, [due], accounts] = await Promise.all([
    ctx.db
      .select({
        payout: payouts,
        artistName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.artistId))
      .orderBy(desc(payouts.periodEnd), desc(payouts.createdAt))
      .limit(100),
    ctx.db
      .select({ total: sql<number>`coalesce(sum(${artistShare}), 0)::bigint`.mapWith(Number) })
      .from(payments)
      .innerJoin(profiles, eq(profiles.userId, payments.artistId))
      .where(and(unpaidBefore(startOfTorontoWeek(now)), isNotNull(profiles.payoutAccountId))),
    ctx.db
      .select({
        account: ledgerEntries.account,
        total: sql<number>`sum(${ledgerEntries.amountCents})::bigint`.mapWith(Number),
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.account)
      .orderBy(ledgerEntries.account),
  ]);
  return {
    payouts: recent.map(({ payout, artistName }) => ({
      id: payout.id,
      artistName,
      periodEnd: payout.periodEnd.toISOString(),
      amountCents: payout.amountCents,
      status: payout.status,
      failureMessage: payout.failureMessage,
      paidAt: payout.paidAt?.toISOString() ?? null,
    })),
    dueNowCents: due?.total ?? 0,
    ledger: {
      accounts: accounts.map((a) => ({ account: a.account, totalCents: a.total })),
      sumCents: accounts.reduce((sum, a) => sum + a.total, 0),
    },
  };
}

/**
 * POST /api/admin/payouts/run: "Run payouts now" pays what the Monday run would (charges made
 * before this Monday, 00:00 Toronto). It is the same run as the Monday job, so it can never
 * pay twice: one payout per artist per week, opened under lock (see `openPayout`).
 */
export async function runPayoutsNow(ctx: AppContext, adminId: string) {
  const result = await runWeeklyPayouts(ctx, new Date(), { adminId });
  return {
    ...result,
    message:
      result.paid === 0
        ? 'Nothing to pay out right now'
        : `Paid ${formatCents(result.amountCents)} to ${result.paid} artist${result.paid === 1 ? '' : 's'}`,
  };
}

/**
 * POST /api/admin/payments/{bookingId}/retry: a failed charge is tried again on the card it
 * was made with (a new attempt, with a new idempotency key); a pending one is asked about
 * again with its own key. Audited with the attempt.
 */
export async function retryChargeAsAdmin(ctx: AppContext, adminId: string, bookingId: string) {
  const paymentId = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .for('update');
    if (!payment) throw new AppError('not_found', 'This booking has no charge.');
    if (payment.status === 'succeeded') {
      throw new AppError('conflict', 'This charge has already succeeded.');
    }
    if (payment.status === 'failed') {
      await tx
        .update(payments)
        .set({ ...nextAttempt(), resolvedAt: null })
        .where(eq(payments.id, payment.id));
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'retry-charge',
      targetUserId: payment.customerId,
      subjectId: bookingId,
      details: { attempt: payment.attempt + (payment.status === 'failed' ? 1 : 0) },
    });
    return payment.id;
  });
  const after = await attemptCharge(ctx, paymentId);
  return {
    message:
      after.status === 'succeeded'
        ? 'The charge went through'
        : after.status === 'failed'
          ? `The charge failed again${after.failureMessage ? `: ${after.failureMessage}` : ''}`
          : 'The charge is still pending with the provider',
  };
}

/**
 * POST /api/admin/payments/{bookingId}/resolve: "Mark resolved": a failed charge an admin
 * followed up outside the app leaves the follow-up list, with the reason in the audit log.
 * The customer can still pay it, and the money records do not change.
 */
export async function resolveCharge(
  ctx: AppContext,
  adminId: string,
  bookingId: string,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .for('update');
    if (!payment) throw new AppError('not_found', 'This booking has no charge.');
    if (payment.status !== 'failed') {
      throw new AppError('conflict', 'Only a failed charge can be marked resolved.');
    }
    if (payment.resolvedAt) return;
    await tx
      .update(payments)
      .set({ resolvedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'resolve-charge',
      targetUserId: payment.customerId,
      subjectId: bookingId,
      reason,
    });
  });
  return { message: 'Marked resolved' };
}
