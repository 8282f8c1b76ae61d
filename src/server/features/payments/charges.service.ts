import { cardRefusal } from '#shared/i18n/card-refusals.ts';
import type { Translator } from '#shared/i18n/translator.ts';
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

/** The payment as its customer sees it; a refusal in her words and language (`t`). */
function paymentView(
  row: Awaited<ReturnType<typeof customerPayment>>,
  t: Translator['t'],
): PaymentView {
  const { payment } = row;
  return {
    bookingId: payment.bookingId,
    artistName: row.artistName,
    status: payment.status,
    amountCents: payment.amountCents,
    subtotalCents: payment.subtotalCents,
    feeCents: payment.feeCents,
    failureMessage:
      payment.status === 'failed'
        ? cardRefusal(payment.failureCode, payment.failureMessage, t)
        : null,
  };
}

/** GET /api/payments/{bookingId}: the customer's own payment for a booking. */
export async function getPayment(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  t: Translator['t'],
) {
  return paymentView(await customerPayment(ctx, userId, bookingId), t);
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
  t: Translator['t'],
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
  return getPayment(ctx, userId, bookingId, t);
}
