import { and, eq } from 'drizzle-orm';
import type { Receipt } from '#shared/schemas/payments.ts';
import { bookings, paymentCards, payments, tips, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { Actor } from '../../http/sessions.ts';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * GET /api/payments/{bookingId}/receipt: the receipt of a booking's charge, once it went
 * through. Only the booking's customer (and admins) may read it; anyone else, and a booking
 * not charged (yet), is told there is none.
 */
export async function getReceipt(
  ctx: AppContext,
  actor: Actor,
  bookingId: string,
): Promise<Receipt> {
  const [row] = await ctx.db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'succeeded'),
        actor.role === 'Admin' ? undefined : eq(payments.customerId, actor.id),
      ),
    );
  if (!row) throw new AppError('not_found', 'There is no receipt for this booking.');
  const { payment, booking } = row;
  const people = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, payment.customerId))
    .union(
      ctx.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, payment.artistId)),
    );
  const nameOf = (id: string) => {
    const person = people.find((p) => p.id === id);
    return person ? fullName(person) : '';
  };
  const [card] = await ctx.db
    .select({ brand: paymentCards.brand, last4: paymentCards.last4 })
    .from(paymentCards)
    .where(eq(paymentCards.gatewayCardId, payment.gatewayCardId));
  const [tip] = await ctx.db
    .select({ amountCents: tips.amountCents, paidAt: tips.paidAt })
    .from(tips)
    .where(and(eq(tips.bookingId, bookingId), eq(tips.status, 'succeeded')));
  return {
    bookingId,
    number: payment.id.slice(0, 8).toUpperCase(),
    kind: payment.kind,
    paidAt: payment.paidAt!.toISOString(),
    appointmentAt: booking.appointmentAt.toISOString(),
    customerName: nameOf(payment.customerId),
    artistName: nameOf(payment.artistId),
    services: booking.services.map((s) => ({
      typeOfService: s.typeOfService,
      quantity: s.quantity,
      amountCents: s.amountCents,
    })),
    subtotalCents: payment.subtotalCents,
    feeCents: payment.feeCents,
    // No HST is charged until artists' HST registrations are recorded; the line shows $0.00.
    hstCents: 0,
    totalCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    card: card ?? null,
    tip: tip?.paidAt ? { amountCents: tip.amountCents, paidAt: tip.paidAt.toISOString() } : null,
  };
}
