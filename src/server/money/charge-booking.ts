import { randomUUID } from 'node:crypto';
import { amountProblem, orderProblem } from '#shared/domain/amount-limits.ts';
import { chargeLines } from '#shared/domain/ledger.ts';
import { partialCharge, settle } from '#shared/domain/settlement.ts';
import type { Db } from '../db/db.ts';
import type { Env } from '../env.ts';
import { AppError } from '../app-error.ts';
import type { AppContext } from '../context.ts';
import { GatewayUnavailableError, type ChargeResult } from '../integrations/payments/gateway.ts';
import {
  completeAcceptedBooking,
  findBookingPayment,
  findFailureRecipient,
  findPayment,
  findPaymentCustomerId,
  findPaymentIdByKey,
  findStuckCharges,
  insertPayment,
  lockBookingRow,
  markChargeFailed,
  markChargeSucceeded,
  type BookingRow,
  type PaymentRow,
} from './charge-booking.queries.ts';
import { recordLedger } from './ledger.ts';
import { sendPaymentFailedEmail } from './payment-failed-email.ts';
import { artistTerms, settlementOf } from './settlement-rules.ts';

/*
 * Charging a booking, moved down from the payments feature: the bookings feature charges on
 * completion and on a late cancellation, and features do not import each other.
 */

type Payment = PaymentRow;

export interface ChargeBookingOptions {
  bookingId: string;
  /** 'service' when the artist completes it; 'cancellation' for a late client cancellation. */
  kind: Payment['kind'];
  /** The share of the total to charge (a cancellation tier's percentage); 100 by default. */
  percent?: number;
}

type BookingRecord = BookingRow;

/**
 * A charge outside the amount limits is refused before anything is stored: a booking priced
 * before the limits existed, or a late-cancellation share below the provider's minimum.
 */
function checkChargeable(booking: BookingRecord, amountCents: number) {
  const order = orderProblem({ lines: booking.services, totalCents: booking.totalCents });
  const charge = amountProblem('charge', amountCents);
  const problem = order ?? (charge && { field: 'amountCents', message: `The charge ${charge}.` });
  if (problem) {
    throw new AppError('validation', problem.message, { [problem.field]: problem.message });
  }
}

/**
 * Writes a booking's one charge, status 'processing' with its idempotency key, inside the
 * caller's transaction (the booking row locked), so the change that causes the charge and its
 * record commit together. A booking that already has a payment gets it back (isNew false);
 * null when there is nothing to charge (a free cancellation).
 */
export async function openCharge(
  tx: Db,
  env: Env,
  booking: BookingRecord,
  options: Omit<ChargeBookingOptions, 'bookingId'>,
): Promise<{ payment: Payment; isNew: boolean } | null> {
  const existing = await findBookingPayment(tx, booking.id);
  if (existing) return { payment: existing, isNew: false };

  const percent = options.percent ?? 100;
  if (percent === 0) return null;
  const part = partialCharge(booking, percent);
  checkChargeable(
    booking,
    part.subtotalCents + part.feeCents + part.serviceHstCents + part.feeHstCents,
  );
  const terms = await artistTerms(tx, env, booking.artistId, new Date());
  const split = settle(part, terms.commissionBps);
  const customerId = await findPaymentCustomerId(tx, booking.customerId);
  const id = randomUUID();
  const payment = await insertPayment(tx, {
    id,
    bookingId: booking.id,
    customerId: booking.customerId,
    artistId: booking.artistId,
    kind: options.kind,
    status: 'processing',
    subtotalCents: split.subtotalCents,
    feeCents: split.feeCents,
    serviceHstCents: split.serviceHstCents,
    feeHstCents: split.feeHstCents,
    amountCents: split.amountCents,
    commissionCents: split.commissionCents,
    idempotencyKey: `payment-${id}-1`,
    gatewayCustomerId: customerId ?? '',
    gatewayCardId: booking.gatewayCardId ?? '',
    gatewayAccountId: terms.payoutAccountId,
  });
  return { payment, isNew: true };
}

/** Locks a booking for a change that comes with a charge. */
export async function lockBooking(tx: Db, bookingId: string): Promise<BookingRecord> {
  const booking = await lockBookingRow(tx, bookingId);
  if (!booking) throw new AppError('not_found', 'This booking does not exist.');
  return booking;
}

/**
 * Charges a booking exactly once. The payment row, with its idempotency key, is committed
 * before the provider is called (one per booking: a second call finds it and returns it), and
 * the outcome is recorded after. Whatever the provider does, this never throws for a card or
 * the provider: a charge left 'processing' is finished by the recovery job with the same key.
 * Returns null when there is nothing to charge (a free cancellation).
 */
export async function chargeBooking(
  ctx: AppContext,
  options: ChargeBookingOptions,
): Promise<Payment | null> {
  const created = await ctx.db.transaction(async (tx) =>
    openCharge(tx, ctx.env, await lockBooking(tx, options.bookingId), options),
  );
  if (!created) return null;
  if (!created.isNew) return created.payment;
  return attemptCharge(ctx, created.payment.id);
}

/** Calls the provider for a 'processing' payment (again, with the same key, when recovering). */
export async function attemptCharge(ctx: AppContext, paymentId: string): Promise<Payment> {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  if (payment.status !== 'processing') return payment;
  let result: ChargeResult;
  if (!payment.gatewayCustomerId || !payment.gatewayCardId) {
    result = {
      status: 'failed',
      paymentId: null,
      code: 'no_card',
      message: 'No card was saved for this booking.',
    };
  } else {
    try {
      result = await ctx.gateway.charge({
        customerId: payment.gatewayCustomerId,
        cardId: payment.gatewayCardId,
        amountCents: payment.amountCents,
        // With no connected account yet the platform holds the artist's share until payout.
        applicationFeeCents: payment.feeCents + payment.commissionCents,
        destinationAccountId: payment.gatewayAccountId,
        idempotencyKey: payment.idempotencyKey,
        description: `Booking ${payment.bookingId}`,
        metadata: { bookingId: payment.bookingId, idempotencyKey: payment.idempotencyKey },
      });
    } catch (error) {
      // Unanswered: the money may or may not have moved. The row stays 'processing' and the
      // recovery job asks again with the same key, which the provider answers with the outcome.
      const level = error instanceof GatewayUnavailableError ? 'warn' : 'error';
      ctx.log[level]({ err: error, paymentId }, 'charge not answered; left for recovery');
      return payment;
    }
  }
  return recordChargeOutcome(ctx, payment, result);
}

/**
 * A service charge's outcome completes its booking in the same transaction (issue 17): a
 * booking is never `completed` without a charge that succeeded or failed (and is then paid
 * again from the customer's link). A charge the provider has not answered leaves the booking
 * accepted, its payment pending, until the recovery job or a webhook records the outcome.
 */
async function completeChargedService(tx: Db, payment: Payment) {
  if (payment.kind !== 'service') return;
  await completeAcceptedBooking(tx, payment.bookingId);
}

async function recordChargeOutcome(
  ctx: AppContext,
  payment: Payment,
  result: ChargeResult,
): Promise<Payment> {
  // Only the attempt that is still 'processing' records an outcome, so a webhook and the
  // recovery job racing each other write the ledger once.
  const updated = await ctx.db.transaction(async (tx) => {
    if (result.status === 'succeeded') {
      const row = await markChargeSucceeded(tx, payment, result.paymentId);
      if (row) {
        await recordLedger(tx, chargeLines(settlementOf(row)), {
          customerId: row.customerId,
          artistId: row.artistId,
          bookingId: row.bookingId,
          paymentId: row.id,
        });
        await completeChargedService(tx, row);
      }
      return row;
    }
    const row = await markChargeFailed(tx, payment, {
      gatewayPaymentId: result.paymentId,
      code: result.code,
      message: result.message,
    });
    if (row) await completeChargedService(tx, row);
    return row;
  });
  if (!updated) {
    return (await findPayment(ctx.db, payment.id))!;
  }
  if (updated.status === 'failed') await tellCustomerOfFailure(ctx, updated);
  return updated;
}

async function tellCustomerOfFailure(ctx: AppContext, payment: Payment) {
  const row = await findFailureRecipient(ctx.db, payment);
  if (!row || row.deletedAt) return;
  await sendPaymentFailedEmail(ctx, row, {
    bookingId: payment.bookingId,
    amountCents: payment.amountCents,
    artistName: `${row.artistFirstName} ${row.artistLastName}`,
    failureCode: payment.failureCode,
    failureMessage: payment.failureMessage,
  });
}

/** The recovery job: asks the provider again about charges left unanswered for a minute. */
export async function recoverCharges(ctx: AppContext): Promise<void> {
  const stuck = await findStuckCharges(ctx.db);
  for (const { id } of stuck) await attemptCharge(ctx, id);
}

/** A provider webhook about a charge: settles it if it is still waiting. */
export async function reconcileCharge(ctx: AppContext, idempotencyKey: string): Promise<void> {
  const payment = await findPaymentIdByKey(ctx.db, idempotencyKey);
  if (payment) await attemptCharge(ctx, payment.id);
}
