import { and, eq, sql } from 'drizzle-orm';
import type { PaymentView } from '#shared/schemas/payments.ts';
import { paymentCards, payments, users } from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { attemptCharge, nextAttempt } from '../../money/charge-booking.ts';

/* Charging itself lives in server/money/charge-booking.ts (the bookings feature charges too). */

async function customerPayment(ctx: AppContext, userId: string, bookingId: string) {
  const [row] = await ctx.db
    .select({
      payment: payments,
      artistName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.artistId))
    .where(and(eq(payments.bookingId, bookingId), eq(payments.customerId, userId)));
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
  const [card] = await ctx.db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.gatewayCardId, gatewayCardId)));
  if (!card) throw new AppError('not_found', 'This card is not among your saved cards.');
  const [customer] = await ctx.db
    .select({ customerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  const [retried] = await ctx.db
    .update(payments)
    .set({ ...nextAttempt(), gatewayCardId, gatewayCustomerId: customer?.customerId ?? '' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'failed')))
    .returning({ id: payments.id });
  if (retried) await attemptCharge(ctx, retried.id);
  return getPayment(ctx, userId, bookingId);
}
