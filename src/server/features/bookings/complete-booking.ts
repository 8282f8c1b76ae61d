import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CODE_ATTEMPTS,
  CODE_LOCK_MS,
  completionOpensAt,
  normaliseBookingCode,
} from '#shared/domain/bookings.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { CompleteAnswer } from '#shared/schemas/booking.ts';
import { announceBookingChange } from '../../db/booking-changes.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { attemptCharge, lockBooking, openCharge } from '../../money/charge-booking.ts';
import { artistTerms } from '../../money/settlement-rules.ts';
import { sendDueReceipts } from './booking-receipt-emails.ts';
import { toBookingView } from './booking-view.ts';
import { findBookingRow, recordWrongCode, type BookingRow } from './bookings.queries.ts';

const lockedMessage = (until: Date) =>
  `Too many wrong codes. Try again after ${formatTorontoDateTime(until)}.`;

/** Compares digests, so neither the length nor the first difference shows in the timing. */
function sameCode(entered: string, stored: string | null): boolean {
  if (!stored) return false;
  const digest = (code: string) => createHash('sha256').update(normaliseBookingCode(code)).digest();
  return timingSafeEqual(digest(entered), digest(stored));
}

/**
 * Counts a wrong code in one statement (so attempts at once all count); the last allowed one
 * locks completion for an hour and starts the count again. Returns the lock, if any.
 */
async function countWrongCode(ctx: AppContext, bookingId: string): Promise<Date | null> {
  const until = await recordWrongCode(ctx.db, bookingId, {
    attempts: CODE_ATTEMPTS,
    lockMs: CODE_LOCK_MS,
  });
  return until && until > new Date() ? until : null;
}

function checkCompletable(row: BookingRow, now: Date) {
  const { booking } = row;
  if (booking.state !== 'accepted') {
    throw new AppError('conflict', 'Only an accepted booking can be completed.');
  }
  const opensAt = completionOpensAt(booking.appointmentAt);
  if (now < opensAt) {
    throw new AppError(
      'conflict',
      `You can complete this booking from ${formatTorontoDateTime(opensAt)}.`,
    );
  }
  if (booking.codeLockedUntil && booking.codeLockedUntil > now) {
    throw new AppError('rate_limited', lockedMessage(booking.codeLockedUntil));
  }
}

/**
 * POST /api/book/complete/{code}: the artist enters the code the customer read out. The right
 * code opens the booking's one charge (in a transaction that locks the booking and stores the
 * charge, or refuses it with a 400 when its amount is outside the limits), then the provider
 * is asked. Its answer, succeeded or refused, completes the booking in the same transaction
 * that records it; unanswered, the booking stays accepted with its payment pending until the
 * recovery job hears back (every minute, with the same idempotency key); entering the code
 * again meanwhile is answered 409, so two completions at once charge once.
 */
export async function completeBooking(
  ctx: AppContext,
  artistId: string,
  code: string,
  bookingId: string,
): Promise<CompleteAnswer> {
  const row = await findBookingRow(ctx.db, bookingId);
  if (!row || row.booking.artistId !== artistId) {
    throw new AppError('not_found', 'This booking does not exist.');
  }
  const now = new Date();
  checkCompletable(row, now);
  if (!sameCode(code, row.booking.bookCode)) {
    const lockedUntil = await countWrongCode(ctx, bookingId);
    if (lockedUntil) throw new AppError('rate_limited', lockedMessage(lockedUntil));
    throw new AppError('bad_request', 'This code does not match the booking.');
  }
  const opened = await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.state !== 'accepted') {
      throw new AppError('conflict', 'This booking has just changed. Please reload it.');
    }
    const charge = await openCharge(tx, ctx.env, booking, { kind: 'service' });
    // A charge already open is in the provider's hands (or the recovery job's, within a
    // minute): asking again at once would race the first attempt.
    if (charge && !charge.isNew) throw new AppError('conflict', PAYMENT_PENDING_MESSAGE);
    return charge;
  });
  if (opened) await attemptCharge(ctx, opened.payment.id);

  await sendDueReceipts(ctx, bookingId);
  await announceBookingChange(ctx.db, bookingId, 'booking');
  const after = (await findBookingRow(ctx.db, bookingId))!;
  const terms = await artistTerms(ctx.db, ctx.env, artistId, now);
  const completed = after.booking.state === 'completed';
  return {
    booking: toBookingView(after, 'artist', terms),
    message: completed ? 'Service completed' : PAYMENT_PENDING_MESSAGE,
  };
}

const PAYMENT_PENDING_MESSAGE =
  'Payment pending: the card payment has not been confirmed yet. The booking is completed as soon as it is; you do not need to enter the code again.';
