import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatCents } from '#shared/domain/money.ts';
import { PAYOUT_SCHEDULE, weekdays } from '#shared/domain/policy.ts';
import { REVIEW_REMINDER_DELAY_MS, reviewPagePath } from '#shared/domain/reviews.ts';
import { bookings } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { queues } from '../../jobs/jobs.ts';
import {
  artistMoney,
  customerMoney,
  letter,
  nameOf,
  sendTo,
  whenOf,
} from './booking-email-parts.ts';
import { findBookingRow, type BookingRow } from './bookings.queries.ts';

export interface ReceiptFacts {
  /** The charge's outcome: a failed charge is paid again from the customer's link. */
  paymentStatus: 'processing' | 'succeeded' | 'failed' | null;
  commissionCents: number;
  payoutCents: number;
}

function paymentSentence(status: ReceiptFacts['paymentStatus'], totalCents: number): string {
  if (status === 'succeeded') return `Your card was charged ${formatCents(totalCents)}.`;
  if (status === 'failed') {
    return `Payment pending: your card was refused for ${formatCents(totalCents)}. We sent you a separate e-mail with a link to pay with another card.`;
  }
  return `Payment pending: the charge of ${formatCents(totalCents)} has not been confirmed yet.`;
}

/** After completion: a receipt for each party; the customer is invited to leave a review. */
export async function sendReceiptEmails(ctx: AppContext, row: BookingRow, facts: ReceiptFacts) {
  const { artist, customer, booking } = row;
  await sendTo(
    ctx,
    letter(customer, `Your receipt from ${nameOf(artist)}`, {
      heading: `Thank you, ${customer.firstName}!`,
      paragraphs: [
        `${nameOf(artist)} completed your service of ${whenOf(row)}.`,
        customerMoney(row),
        paymentSentence(facts.paymentStatus, booking.totalCents),
        `Your receipt, ready to print: ${ctx.env.PUBLIC_URL}/receipt/${booking.id}`,
        `How was it? A review helps ${artist.firstName} and other customers.`,
      ],
      action: { label: 'Leave a review', path: reviewPagePath(artist.id, booking.id) },
    }),
    letter(artist, `Service completed for ${nameOf(customer)}`, {
      heading: `Well done, ${artist.firstName}!`,
      paragraphs: [
        `You completed ${nameOf(customer)}'s service of ${whenOf(row)}.`,
        artistMoney(row, facts),
        facts.paymentStatus === 'succeeded'
          ? `Your payout is sent with the weekly payout, on ${weekdays[PAYOUT_SCHEDULE.weekday]}.`
          : "The customer's card was refused, so the payment is pending: we asked them to pay with another card, and your payout follows once they do.",
      ],
      action: { label: 'See your earnings', path: '/earnings' },
    }),
  );
}

/**
 * Sends the receipts of completed bookings that have none yet, each once: the completion
 * route does it at once, and the bookings job for those the recovery job or a webhook
 * completed later. Claiming the booking (a conditional update) makes two senders send once.
 */
export async function sendDueReceipts(ctx: AppContext, bookingId?: string): Promise<void> {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.state, 'completed'),
        isNull(bookings.receiptSentAt),
        bookingId ? eq(bookings.id, bookingId) : undefined,
      ),
    )
    .limit(100);
  for (const { id } of due) {
    const [claimed] = await ctx.db
      .update(bookings)
      .set({ receiptSentAt: sql`now()` })
      .where(and(eq(bookings.id, id), isNull(bookings.receiptSentAt)))
      .returning({ id: bookings.id });
    const row = claimed ? await findBookingRow(ctx.db, id) : null;
    if (!row?.payment) continue;
    await sendReceiptEmails(ctx, row, {
      paymentStatus: row.payment.status,
      commissionCents: row.payment.commissionCents,
      payoutCents: row.payment.subtotalCents - row.payment.commissionCents,
    });
    // The customer is reminded to review 3 days after completion, unless they have by then.
    const completedAt = row.booking.completedAt ?? new Date();
    const remindAt = new Date(completedAt.getTime() + REVIEW_REMINDER_DELAY_MS);
    await ctx.jobs.later(queues.reviewReminder, { bookingId: id }, remindAt);
  }
}
