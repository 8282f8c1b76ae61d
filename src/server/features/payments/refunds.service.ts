import { randomUUID } from 'node:crypto';
import { refundLines } from '#shared/domain/ledger.ts';
import { formatCents } from '#shared/domain/money.ts';
import { refundSplit } from '#shared/domain/settlement.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { GatewayUnavailableError } from '../../integrations/payments/gateway.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { findPayment } from '../../money/charge-booking.queries.ts';
import { recordLedger } from '../../money/ledger.ts';
import { settlementOf } from '../../money/settlement-rules.ts';
import { sendRefundEmails } from './payment-emails.ts';
import { lockBookingPayment } from './payments.queries.ts';
import {
  findRefundedCents,
  findStuckRefunds,
  insertRefund,
  markRefundFailed,
  markRefundSucceeded,
  releaseRefundedCents,
  setRefundedCents,
  type RefundRow,
} from './refunds.queries.ts';

type Refund = RefundRow;

/**
 * POST /api/admin/payments/{bookingId}/refund: refunds part or all of a paid booking; fee,
 * commission and the artist's share go back in proportion. The amount is reserved on the
 * payment (so two refunds at once can never exceed it) and the refund recorded before the
 * provider is called; the ledger is written when the provider confirms.
 */
export async function refundBooking(
  ctx: AppContext,
  adminId: string,
  bookingId: string,
  input: { amountCents?: number | undefined; reason: string },
) {
  const refund = await ctx.db.transaction(async (tx) => {
    const payment = await lockBookingPayment(tx, bookingId);
    if (!payment || payment.status !== 'succeeded') {
      throw new AppError('conflict', 'Only a paid booking can be refunded.');
    }
    if (payment.payoutId) {
      // The artist's share has left for their bank; taking it back is a matter for support.
      throw new AppError(
        'conflict',
        'The artist has already been paid for this booking, so it can no longer be refunded here.',
      );
    }
    const remaining = payment.amountCents - payment.refundedCents;
    const amountCents = input.amountCents ?? remaining;
    if (remaining === 0) throw new AppError('conflict', 'This booking is already fully refunded.');
    if (amountCents > remaining) {
      throw new AppError('validation', `At most ${formatCents(remaining)} can be refunded.`, {
        amountCents: `must be at most ${formatCents(remaining)}`,
      });
    }
    const split = refundSplit(settlementOf(payment), payment.refundedCents, amountCents);
    await setRefundedCents(tx, payment.id, payment.refundedCents + amountCents);
    const id = randomUUID();
    const row = await insertRefund(tx, {
      id,
      paymentId: payment.id,
      amountCents,
      subtotalCents: split.subtotalCents,
      feeCents: split.feeCents,
      serviceHstCents: split.serviceHstCents,
      feeHstCents: split.feeHstCents,
      commissionCents: split.commissionCents,
      status: 'processing',
      idempotencyKey: `refund-${id}`,
      reason: input.reason,
      requestedBy: adminId,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'refund',
      targetUserId: payment.customerId,
      subjectId: bookingId,
      reason: input.reason,
      details: { amountCents, refundId: id },
    });
    return row;
  });
  const done = await attemptRefund(ctx, refund);
  if (done.status === 'failed') {
    throw new AppError(
      'unavailable',
      'The payment provider refused the refund. Nothing was refunded.',
    );
  }
  const refundedCents = await findRefundedCents(ctx.db, refund.paymentId);
  return {
    refundId: refund.id,
    amountCents: refund.amountCents,
    refundedCents,
    message:
      done.status === 'succeeded'
        ? `Refunded ${formatCents(refund.amountCents)}`
        : `The refund of ${formatCents(refund.amountCents)} is being processed`,
  };
}

async function attemptRefund(ctx: AppContext, refund: Refund): Promise<Refund> {
  const payment = await findPayment(ctx.db, refund.paymentId);
  let refundId: string;
  try {
    ({ refundId } = await ctx.gateway.refund({
      paymentId: payment!.gatewayPaymentId!,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
    }));
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      ctx.log.warn({ err: error, refundId: refund.id }, 'refund not answered; left for recovery');
      return refund;
    }
    ctx.log.error({ err: error, refundId: refund.id }, 'refund refused');
    return releaseRefund(ctx, refund);
  }
  const recorded = await ctx.db.transaction(async (tx) => {
    const row = await markRefundSucceeded(tx, refund.id, refundId);
    if (!row) return refund;
    await recordLedger(
      tx,
      refundLines({
        amountCents: row.amountCents,
        subtotalCents: row.subtotalCents,
        feeCents: row.feeCents,
        serviceHstCents: row.serviceHstCents,
        feeHstCents: row.feeHstCents,
        commissionCents: row.commissionCents,
        payoutCents: row.subtotalCents - row.commissionCents,
      }),
      {
        customerId: payment!.customerId,
        artistId: payment!.artistId,
        bookingId: payment!.bookingId,
        paymentId: payment!.id,
        refundId: row.id,
      },
    );
    return row;
  });
  // Told once: only the attempt that recorded the refund gets a row back with a new status.
  if (recorded !== refund && recorded.status === 'succeeded') {
    await sendRefundEmails(ctx, recorded);
  }
  return recorded;
}

/** A refused refund gives its reserved amount back to the payment. */
async function releaseRefund(ctx: AppContext, refund: Refund): Promise<Refund> {
  return ctx.db.transaction(async (tx) => {
    const row = await markRefundFailed(tx, refund.id);
    if (!row) return refund;
    await releaseRefundedCents(tx, row.paymentId, row.amountCents);
    return row;
  });
}

/** The recovery job: asks the provider again about refunds left unanswered. */
export async function recoverRefunds(ctx: AppContext): Promise<void> {
  const stuck = await findStuckRefunds(ctx.db);
  for (const refund of stuck) await attemptRefund(ctx, refund);
}
