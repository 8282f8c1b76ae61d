import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { SettleNoShowInput } from '#shared/schemas/payments.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { bookings, helpMessages, payments, users } from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { refundBooking } from './refunds.service.ts';

const customers = alias(users, 'customer_user');
const artists = alias(users, 'artist_user');

/** Marks the disputed no-show settled, once: a second settlement is refused. */
async function markSettled(ctx: AppContext, adminId: string, id: string, input: SettleNoShowInput) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        noShowSettlement: input.outcome === 'refund' ? 'refunded' : 'kept',
        noShowSettledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.state, 'no-show'),
          isNotNull(bookings.noShowDisputedAt),
          isNull(bookings.noShowSettledAt),
        ),
      )
      .returning({ customerId: bookings.customerId });
    if (!row)
      throw new AppError('conflict', 'This no-show is not disputed, or was already settled.');
    // Both parties are e-mailed the decision: the dispute's help message is answered.
    await tx
      .update(helpMessages)
      .set({ status: 'answered', updatedAt: sql`now()` })
      .where(and(eq(helpMessages.bookingId, id), eq(helpMessages.status, 'open')));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'settle-no-show',
      targetUserId: row.customerId,
      subjectId: id,
      reason: input.reason,
      details: { outcome: input.outcome },
    });
  });
}

async function sendSettledEmails(ctx: AppContext, bookingId: string, input: SettleNoShowInput) {
  const [row] = await ctx.db
    .select({
      appointmentAt: bookings.appointmentAt,
      amountCents: payments.amountCents,
      customer: { email: customers.email, firstName: customers.firstName },
      artist: { email: artists.email, firstName: artists.firstName },
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(artists, eq(artists.id, bookings.artistId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return;
  const when = formatTorontoDateTime(row.appointmentAt);
  const fee = formatCents(row.amountCents ?? 0);
  const refunded = input.outcome === 'refund';
  const decision = refunded
    ? `We looked at the no-show of ${when} and refunded the ${fee} no-show fee.`
    : `We looked at the no-show of ${when} and kept the ${fee} no-show fee.`;
  for (const [person, path, extra] of [
    [
      row.customer,
      '/bookings-user',
      refunded ? 'The refund reaches your card within a few days.' : null,
    ],
    [
      row.artist,
      '/bookings',
      refunded ? 'Your share of the fee was taken back from your earnings.' : null,
    ],
  ] as const) {
    await sendBrandedEmail(
      ctx,
      { to: person.email, subject: `The disputed no-show of ${when} is settled` },
      {
        heading: `Hi ${person.firstName}, the disputed no-show is settled`,
        paragraphs: [decision, `Our reason: ${input.reason}`, ...(extra ? [extra] : [])],
        action: { label: 'See your bookings', path },
      },
    );
  }
}

/**
 * POST /api/admin/no-shows/{bookingId}/settle: an admin settles a no-show the customer
 * disputed, by refunding its charge in full (the usual refund, its lines in the ledger) or by
 * keeping it. Settled once, audited, and both parties are e-mailed the decision.
 */
export async function settleNoShow(
  ctx: AppContext,
  adminId: string,
  bookingId: string,
  input: SettleNoShowInput,
) {
  const [booking] = await ctx.db
    .select({
      state: bookings.state,
      disputedAt: bookings.noShowDisputedAt,
      settledAt: bookings.noShowSettledAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.state !== 'no-show') {
    throw new AppError('not_found', 'This no-show does not exist.');
  }
  if (!booking.disputedAt || booking.settledAt) {
    throw new AppError('conflict', 'This no-show is not disputed, or was already settled.');
  }
  // The refund first: refused (the artist already paid out, say), the dispute stays open.
  if (input.outcome === 'refund') {
    await refundBooking(ctx, adminId, bookingId, { reason: `No-show dispute: ${input.reason}` });
  }
  await markSettled(ctx, adminId, bookingId, input);
  await sendSettledEmails(ctx, bookingId, input);
  return {
    message:
      input.outcome === 'refund'
        ? 'Refunded; both were e-mailed'
        : 'Charge kept; both were e-mailed',
  };
}
