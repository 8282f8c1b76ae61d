import { cancellationPolicy, describeCancellationPolicy } from '#shared/domain/cancellation.ts';
import type { BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import {
  proposalsStillFree,
  termsForViewer,
  toBookingView,
  viewFor,
  type Viewer,
} from './booking-view.ts';
import { countBadges, findPartyBooking, listBookingRows } from './bookings.queries.ts';

/** The fee and the cancellation policy exactly as the server applies them. */
export function getBookingTerms(ctx: AppContext): BookingTerms {
  return {
    customerFeeBps: ctx.env.CUSTOMER_FEE_BPS,
    platformHst: ctx.env.PLATFORM_HST_NUMBER !== undefined,
    cancellationPolicy: cancellationPolicy.map((tier) => ({ ...tier })),
    cancellationText: describeCancellationPolicy(),
  };
}

/** GET /api/book (as artist) and /api/book/user-bookings (as customer). */
export async function listBookings(
  ctx: AppContext,
  userId: string,
  viewer: Viewer,
): Promise<{ bookings: BookingView[] }> {
  const [rows, terms] = await Promise.all([
    listBookingRows(ctx.db, userId, viewer),
    termsForViewer(ctx, viewer, userId),
  ]);
  const free = await proposalsStillFree(ctx, rows);
  return { bookings: rows.map((row) => toBookingView(row, viewer, terms, free)) };
}

/** One booking the caller is party to; anyone else is told it does not exist. */
export async function getBooking(ctx: AppContext, userId: string, bookingId: string) {
  const row = await findPartyBooking(ctx.db, bookingId, userId);
  if (!row) throw new AppError('not_found', 'This booking does not exist.');
  return viewFor(ctx, row, userId);
}

export function getBadges(ctx: AppContext, userId: string) {
  return countBadges(ctx.db, userId);
}
