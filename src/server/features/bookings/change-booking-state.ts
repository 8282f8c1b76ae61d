import { and, eq } from 'drizzle-orm';
import {
  findTransition,
  generateBookingCode,
  type BookingState,
  type BookingTransition,
} from '#shared/domain/bookings.ts';
import { customerCancellationPercent } from '#shared/domain/cancellation.ts';
import type { BookingView, ChangeStateInput } from '#shared/schemas/booking.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { chargeBooking } from '../../money/charge-booking.ts';
import {
  sendAcceptedEmails,
  sendCancelledEmails,
  sendDeclinedEmails,
  sendProposalEmails,
} from './booking-change-emails.ts';
import { viewFor } from './booking-view.ts';
import { findBookingRow, findPartyBooking, type BookingRow } from './bookings.queries.ts';

/** An artist declining an accepted booking this close to it is counted for admins (PRODUCT.md). */
const LATE_DECLINE_MS = 4 * 3_600_000;

type Change = Partial<typeof bookings.$inferInsert>;

/** The columns a transition writes besides the state. */
function changeFor(t: BookingTransition, row: BookingRow, text: string | undefined, now: Date) {
  const change: Change = { state: t.to, updatedAt: now };
  if (t.actor === 'artist') change.decidedAt = now;
  if (text) change.text = text;
  if (t.action === 'accept') change.bookCode = generateBookingCode();
  if (t.action === 'cancel') change.cancelledAt = now;
  if (t.action === 'decline' && t.from === 'accepted') {
    change.lateDecline = row.booking.appointmentAt.getTime() - now.getTime() < LATE_DECLINE_MS;
  }
  return change;
}

function checkChange(
  t: BookingTransition | null,
  row: BookingRow,
  text: string | undefined,
  now: Date,
) {
  if (!t) throw new AppError('forbidden', 'You cannot do this with this booking.');
  if (t.action === 'complete') {
    throw new AppError('conflict', "Complete the service with the customer's booking code.");
  }
  if (t.action === 'rebook') {
    throw new AppError('conflict', 'Book the proposed time from its link to answer the proposal.');
  }
  if (t.action === 'propose' && !text) {
    const message = 'Propose another date and time.';
    throw new AppError('validation', message, { text: message });
  }
  // The expiry job runs every few minutes; a request past its deadline is already over.
  if (t.from === 'request' && t.actor === 'artist' && row.booking.respondBy <= now) {
    throw new AppError('conflict', 'This request has expired.');
  }
}

/**
 * POST /api/book/booking/{bookingId}/{from}: a party moves their booking along the state
 * machine. The update only applies while the booking is still in `from`, so of two changes at
 * once one wins and the other is told to reload. Money and e-mail follow the commit.
 */
export async function changeBookingState(
  ctx: AppContext,
  userId: string,
  params: { bookingId: string; from: BookingState },
  input: ChangeStateInput,
): Promise<BookingView> {
  const row = await findPartyBooking(ctx.db, params.bookingId, userId);
  if (!row) throw new AppError('not_found', 'This booking does not exist.');
  const actor = row.booking.artistId === userId ? 'artist' : 'customer';
  const transition = findTransition(params.from, input.state, actor);
  const now = new Date();
  checkChange(transition, row, input.text, now);
  const t = transition!;

  const [changed] = await ctx.db
    .update(bookings)
    .set(changeFor(t, row, input.text, now))
    .where(and(eq(bookings.id, row.booking.id), eq(bookings.state, t.from)))
    .returning({ id: bookings.id });
  if (!changed) throw new AppError('conflict', 'This booking has just changed. Please reload it.');

  let chargedCents: number | null = null;
  if (t.action === 'cancel') {
    const percent = customerCancellationPercent(row.booking.state, row.booking.appointmentAt, now);
    try {
      const payment = await chargeBooking(ctx, {
        bookingId: row.booking.id,
        kind: 'cancellation',
        percent,
      });
      chargedCents = payment?.amountCents ?? null;
    } catch (error) {
      // The cancellation stands; the charge is the admins' to follow up (it is logged).
      ctx.log.error({ err: error, bookingId: row.booking.id }, 'cancellation charge failed');
    }
  }

  const after = (await findBookingRow(ctx.db, row.booking.id))!;
  if (t.action === 'accept') await sendAcceptedEmails(ctx, after);
  else if (t.action === 'propose') await sendProposalEmails(ctx, after);
  else if (t.action === 'decline') await sendDeclinedEmails(ctx, after, 'artist');
  else if (t.action === 'cancel') await sendCancelledEmails(ctx, after, chargedCents);
  return viewFor(ctx, after, userId);
}
