import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bookingPhotoMonth } from '#shared/domain/booking-photos.ts';
import type { FromBooking } from '#shared/schemas/profile.ts';
import type { Db } from '../db/open-db.ts';
import { bookingPhotos, bookings, reviewComments } from '../db/schema/index.ts';

/**
 * The badges of these portfolio pictures that are photos from real bookings: the visit's month
 * in Toronto and its live review. One query for a page of pictures.
 */
export async function fromBookingOf(
  db: Db,
  imageIds: readonly string[],
): Promise<Map<string, FromBooking>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .select({
      imageId: bookingPhotos.imageId,
      appointmentAt: bookings.appointmentAt,
      reviewId: reviewComments.id,
    })
    .from(bookingPhotos)
    .innerJoin(bookings, eq(bookings.id, bookingPhotos.bookingId))
    .leftJoin(
      reviewComments,
      and(eq(reviewComments.bookingId, bookingPhotos.bookingId), isNull(reviewComments.deletedAt)),
    )
    .where(inArray(bookingPhotos.imageId, [...imageIds]));
  return new Map(
    rows.map((r) => [
      r.imageId!,
      { month: bookingPhotoMonth(r.appointmentAt), reviewId: r.reviewId ?? null },
    ]),
  );
}
