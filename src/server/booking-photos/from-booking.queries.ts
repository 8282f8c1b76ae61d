import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { bookingPhotos, bookings, reviewComments } from '../db/schema/index.ts';

/** Of these portfolio pictures, those made from booking photos: the visit's time and its live review. */
export function findFromBookingRows(db: Db, imageIds: readonly string[]) {
  return db
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
}
