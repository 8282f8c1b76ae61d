import { and, eq } from 'drizzle-orm';
import { findTransition, noShowDisputeEndsAt, noShowOpensAt } from '#shared/domain/bookings.ts';
import { NO_SHOW_PERCENT } from '#shared/domain/cancellation.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { announceBookingChange } from '../../db/booking-changes.ts';
import { bookings, payments } from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { attemptCharge, openCharge } from '../../money/charge-booking.ts';
import { letter, nameOf, sendTo, whenOf } from './booking-email-parts.ts';
import { viewFor } from './booking-view.ts';
import { findBookingRow, type BookingRow } from './bookings.queries.ts';

const noShow = findTransition('accepted', 'no-show', 'artist')!;

type Payment = typeof payments.$inferSelect;

function checkMarkable(row: BookingRow, now: Date) {
  const { booking } = row;
  if (booking.state === 'no-show') {
    throw new AppError('conflict', 'This booking is already marked as a no-show.');
  }
  if (booking.state !== noShow.from) {
    throw new AppError('conflict', 'Only an accepted booking can be marked as a no-show.');
  }
  const opensAt = noShowOpensAt(booking.appointmentAt);
  if (now < opensAt) {
    throw new AppError(
      'conflict',
      `You can mark a no-show from ${formatTorontoDateTime(opensAt)}, 15 minutes after the start.`,
    );
  }
  if (row.payment) {
    throw new AppError(
      'conflict',
      'This service was completed with its code and its payment is pending, so it cannot be a no-show.',
    );
  }
}

/** What the charge did, in each party's words. */
function chargeText(row: BookingRow, payment: Payment | null) {
  if (!payment) return { customer: 'Nothing was charged.', artist: 'Nothing was charged.' };
  const fee = `${formatCents(payment.amountCents)} (${NO_SHOW_PERCENT}% of the ${formatCents(row.booking.totalCents)} total, under the no-show policy)`;
  const share = formatCents(payment.subtotalCents - payment.commissionCents);
  if (payment.status === 'failed') {
    return {
      customer: `We tried to charge a no-show fee of ${fee}, and your card was refused. We sent you a separate e-mail with a link to pay it with another card.`,
      artist: `A no-show fee of ${fee} is due, but the customer's card was refused. Your share, ${share}, reaches your earnings once they pay it.`,
    };
  }
  const done = payment.status === 'succeeded';
  return {
    customer: `A no-show fee of ${fee} ${done ? 'was charged to' : 'is being charged to'} your card.`,
    artist: `The customer ${done ? 'was charged' : 'is being charged'} a no-show fee of ${fee}. Your share is ${share}.`,
  };
}

async function sendNoShowEmails(ctx: AppContext, row: BookingRow, payment: Payment | null) {
  const { artist, customer, booking } = row;
  const text = chargeText(row, payment);
  const until = formatTorontoDateTime(noShowDisputeEndsAt(booking.noShowAt ?? new Date()));
  await sendTo(
    ctx,
    letter(customer, `${nameOf(artist)} marked your booking as a no-show`, {
      heading: `Hi ${customer.firstName}, you missed your appointment`,
      paragraphs: [
        `${nameOf(artist)} waited for you at ${whenOf(row)} and marked the booking as a no-show.`,
        text.customer,
        `If you were there, or could not come for a reason beyond your control, dispute it by ${until} through the Help Center. We look at it and either refund the charge or keep it, and e-mail you both.`,
      ],
      action: {
        label: 'Dispute this no-show',
        path: `/help?issue=dispute-no-show&booking=${booking.id}`,
      },
    }),
    letter(artist, `${nameOf(customer)} marked as a no-show`, {
      heading: `Hi ${artist.firstName}, the booking is marked as a no-show`,
      paragraphs: [
        `You marked ${nameOf(customer)} as a no-show for ${whenOf(row)}.`,
        text.artist,
        `${customer.firstName} may dispute it until ${until}; we would then e-mail you our decision.`,
      ],
      action: { label: 'See your bookings', path: '/bookings' },
    }),
  );
}

/**
 * POST /api/book/no-show/{bookingId}: the artist marks a customer who never came, from 15
 * minutes after the start of an accepted booking. The booking becomes `no-show` and its one
 * charge (the policy's share of the total, kind 'no-show') opens in the same transaction, so
 * a second mark finds the booking changed (409) and nothing is charged twice.
 */
export async function markNoShow(
  ctx: AppContext,
  artistId: string,
  bookingId: string,
): Promise<BookingView> {
  const row = await findBookingRow(ctx.db, bookingId);
  if (!row || row.booking.artistId !== artistId) {
    throw new AppError('not_found', 'This booking does not exist.');
  }
  const now = new Date();
  checkMarkable(row, now);
  const charge = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set({ state: noShow.to, noShowAt: now, decidedAt: now, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.state, noShow.from)))
      .returning();
    if (!changed) {
      throw new AppError('conflict', 'This booking has just changed. Please reload it.');
    }
    if (await tx.$count(payments, eq(payments.bookingId, changed.id))) {
      throw new AppError('conflict', 'This booking has just changed. Please reload it.');
    }
    return openCharge(tx, ctx.env, changed, { kind: 'no-show', percent: NO_SHOW_PERCENT });
  });
  const payment = charge ? await attemptCharge(ctx, charge.payment.id) : null;
  await announceBookingChange(ctx.db, bookingId, 'booking');
  const after = (await findBookingRow(ctx.db, bookingId))!;
  await sendNoShowEmails(ctx, after, payment);
  return viewFor(ctx, after, artistId);
}
