import { bookingPhotoMonth } from '#shared/domain/booking-photos.ts';
import type { FromBooking } from '#shared/schemas/profile.ts';
import type { Db } from '../db/open-db.ts';
import { findFromBookingRows } from './from-booking.queries.ts';

/**
 * The badges of these portfolio pictures that are photos from real bookings: the visit's month
 * in Toronto and its live review. One query for a page of pictures.
 */
export async function fromBookingOf(
  db: Db,
  imageIds: readonly string[],
): Promise<Map<string, FromBooking>> {
  if (imageIds.length === 0) return new Map();
  const rows = await findFromBookingRows(db, imageIds);
  return new Map(
    rows.map((r) => [
      r.imageId!,
      { month: bookingPhotoMonth(r.appointmentAt), reviewId: r.reviewId ?? null },
    ]),
  );
}
