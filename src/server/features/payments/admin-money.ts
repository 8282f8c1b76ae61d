import { formatCents } from '#shared/domain/money.ts';
import { startOfTorontoWeek } from '#shared/domain/toronto-time.ts';
import type { AdminMoney } from '#shared/schemas/admin.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { attemptCharge } from '../../money/charge-booking.ts';
import {
  lockBookingPayment,
  markPaymentResolved,
  restartFailedCharge,
} from './payments.queries.ts';
import { runWeeklyPayouts } from './payouts.service.ts';
import { ledgerTotalsByAccount, listRecentPayouts, sumDuePayouts } from './payouts.queries.ts';

/**
 * GET /api/admin/money: the payouts of the recent weeks (who, how much, status), what a run
 * now would pay, and the ledger's totals per account with their sum, which is always zero.
 */
export async function getAdminMoney(ctx: AppContext, now = new Date()): Promise<AdminMoney> {
  const [recent, due, accounts] = await Promise.all([
    listRecentPayouts(ctx.db),
    sumDuePayouts(ctx.db, startOfTorontoWeek(now)),
    ledgerTotalsByAccount(ctx.db),
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
    dueNowCents: due,
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
    const payment = await lockBookingPayment(tx, bookingId);
    if (!payment) throw new AppError('not_found', 'This booking has no charge.');
    if (payment.status === 'succeeded') {
      throw new AppError('conflict', 'This charge has already succeeded.');
    }
    if (payment.status === 'failed') {
      await restartFailedCharge(tx, payment.id);
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
    const payment = await lockBookingPayment(tx, bookingId);
    if (!payment) throw new AppError('not_found', 'This booking has no charge.');
    if (payment.status !== 'failed') {
      throw new AppError('conflict', 'Only a failed charge can be marked resolved.');
    }
    if (payment.resolvedAt) return;
    await markPaymentResolved(tx, payment.id);
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
