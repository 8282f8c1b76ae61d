import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CODE_ATTEMPTS,
  CODE_LOCK_MS,
  completionOpensAt,
  normaliseBookingCode,
} from '#shared/domain/bookings.ts';
import { REVIEW_REMINDER_DELAY_MS } from '#shared/domain/reviews.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { CompleteAnswer } from '#shared/schemas/booking.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { queues } from '../../jobs/jobs.ts';
import { chargeBooking } from '../../money/charge-booking.ts';
import { artistTerms } from '../../money/settlement-rules.ts';
import { sendReceiptEmails } from './booking-receipt-emails.ts';
import { artistShare, toBookingView } from './booking-view.ts';
import { findBookingRow, type BookingRow } from './bookings.queries.ts';

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
  const locks = sql`${bookings.codeAttempts} + 1 >= ${CODE_ATTEMPTS}`;
  const [row] = await ctx.db
    .update(bookings)
    .set({
      codeAttempts: sql`case when ${locks} then 0 else ${bookings.codeAttempts} + 1 end`,
      codeLockedUntil: sql`case when ${locks} then now() + ${CODE_LOCK_MS} * interval '1 millisecond' else ${bookings.codeLockedUntil} end`,
    })
    .where(eq(bookings.id, bookingId))
    .returning({ lockedUntil: bookings.codeLockedUntil });
  const until = row?.lockedUntil ?? null;
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
 * code completes the booking once (a conditional update: of two at once, one wins), then the
 * total is charged once; a refused card never undoes the completion.
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
  const [completed] = await ctx.db
    .update(bookings)
    .set({ state: 'completed', completedAt: now, codeAttempts: 0, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.state, 'accepted')))
    .returning({ id: bookings.id });
  if (!completed)
    throw new AppError('conflict', 'This booking has just changed. Please reload it.');
  // The customer is reminded to review 3 days on, unless they have by then.
  const remindAt = new Date(now.getTime() + REVIEW_REMINDER_DELAY_MS);
  await ctx.jobs.later(queues.reviewReminder, { bookingId }, remindAt);

  try {
    await chargeBooking(ctx, { bookingId, kind: 'service' });
  } catch (error) {
    // Completion stands whatever happens to the money; the admins see the booking unpaid.
    ctx.log.error({ err: error, bookingId }, 'charge after completion failed');
  }
  const after = (await findBookingRow(ctx.db, bookingId))!;
  const { commissionBps } = await artistTerms(ctx.db, ctx.env, artistId, now);
  await sendReceiptEmails(ctx, after, {
    paymentStatus: after.payment?.status ?? null,
    ...artistShare(after, commissionBps),
  });
  return { booking: toBookingView(after, 'artist', commissionBps), message: 'Service completed' };
}
