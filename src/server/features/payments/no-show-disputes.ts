import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { SettleNoShowInput } from '#shared/schemas/payments.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import {
  answerBookingHelpMessages,
  findNoShow,
  findNoShowParties,
  settleDisputedNoShow,
} from './payments.queries.ts';
import { refundBooking } from './refunds.service.ts';

/** Marks the disputed no-show settled, once: a second settlement is refused. */
async function markSettled(ctx: AppContext, adminId: string, id: string, input: SettleNoShowInput) {
  await ctx.db.transaction(async (tx) => {
    const row = await settleDisputedNoShow(
      tx,
      id,
      input.outcome === 'refund' ? 'refunded' : 'kept',
    );
    if (!row)
      throw new AppError('conflict', 'This no-show is not disputed, or was already settled.');
    // Both parties are e-mailed the decision: the dispute's help message is answered.
    await answerBookingHelpMessages(tx, id);
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
  const row = await findNoShowParties(ctx.db, bookingId);
  if (!row) return;
  const refunded = input.outcome === 'refund';
  for (const [person, path, extra] of [
    [row.customer, '/bookings-user', refunded ? 'email.noShowSettled.customerRefund' : null],
    [row.artist, '/bookings', refunded ? 'email.noShowSettled.artistRefund' : null],
  ] as const) {
    await sendBrandedEmail(ctx, { to: person.email }, (t, locale) => {
      const figures = {
        when: formatTorontoDateTime(row.appointmentAt, locale),
        fee: formatCents(row.amountCents ?? 0, locale),
      };
      return {
        subject: t('email.noShowSettled.subject', figures),
        heading: t('email.noShowSettled.heading', { name: person.firstName }),
        paragraphs: [
          t(refunded ? 'email.noShowSettled.refunded' : 'email.noShowSettled.kept', figures),
          t('email.noShowSettled.reason', { reason: input.reason }),
          ...(extra ? [t(extra)] : []),
        ],
        action: { label: t('email.noShowSettled.action'), path },
      };
    });
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
  const booking = await findNoShow(ctx.db, bookingId);
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
