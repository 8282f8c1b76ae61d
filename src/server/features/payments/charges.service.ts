import type { PaymentView } from '#shared/schemas/payments.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { attemptCharge } from '../../money/charge-booking.ts';
import { findPaymentCustomerId } from '../../money/charge-booking.queries.ts';
import { findCustomerPayment, findUserCard, retryFailedPayment } from './payments.queries.ts';

/* Charging itself lives in server/money/charge-booking.ts (the bookings feature charges too). */

async function customerPayment(ctx: AppContext, userId: string, bookingId: string) {
  const row = await findCustomerPayment(ctx.db, userId, bookingId);
  if (!row) throw new AppError('not_found', 'There is no payment for this booking.');
  return row;
}

function paymentView(row: Awaited<ReturnType<typeof customerPayment>>): PaymentView {
  const { payment } = row;
  return {
    bookingId: payment.bookingId,
    artistName: row.artistName,
    status: payment.status,
    amountCents: payment.amountCents,
    subtotalCents: payment.subtotalCents,
    feeCents: payment.feeCents,
    failureMessage: payment.status === 'failed' ? payment.failureMessage : null,
  };
}

/** GET /api/payments/{bookingId}: the customer's own payment for a booking. */
export async function getPayment(ctx: AppContext, userId: string, bookingId: string) {
  return paymentView(await customerPayment(ctx, userId, bookingId));
}

/**
 * POST /api/payments/{bookingId}/retry: pays a failed charge with another of the customer's
 * cards. A new attempt gets a new idempotency key; a second click while it runs finds the
 * payment no longer 'failed' and changes nothing.
 */
export async function retryPayment(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  gatewayCardId: string,
): Promise<PaymentView> {
  const { payment } = await customerPayment(ctx, userId, bookingId);
  const card = await findUserCard(ctx.db, userId, gatewayCardId);
  if (!card) throw new AppError('not_found', 'This card is not among your saved cards.');
  const customerId = await findPaymentCustomerId(ctx.db, userId);
  const retried = await retryFailedPayment(ctx.db, payment.id, {
    gatewayCardId,
    gatewayCustomerId: customerId ?? '',
  });
  if (retried) await attemptCharge(ctx, retried.id);
  return getPayment(ctx, userId, bookingId);
}
