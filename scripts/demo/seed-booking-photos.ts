/**
 * A demo photo from a real booking (decision 0041): one reviewed visit of the first demo artist
 * (by e-mail) gets one of her portfolio pictures as its photo, which its customer allowed, so
 * her profile and the search's pictures show the "From a Blush booking" badge, linked to the
 * visit's review. Its private files are copies of the picture's, as an upload would leave them.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/open-db.ts';
import { bookingPhotos, bookings, images, reviewComments, users } from '#server/db/schema/index.ts';
import { privateKey } from '#server/features/booking-photos/booking-photos.service.ts';
import { variantKey } from '#server/integrations/images/store-image.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';

export { BOOKING_PHOTOS_FOLDER } from '#server/features/booking-photos/booking-photos.service.ts';

export async function seedDemoBookingPhoto(tx: Db, storage: FileStorage, now: Date) {
  const [visit] = await tx
    .select({
      bookingId: bookings.id,
      artistId: bookings.artistId,
      customerId: bookings.customerId,
      image: images,
    })
    .from(bookings)
    .innerJoin(reviewComments, eq(reviewComments.bookingId, bookings.id))
    .innerJoin(users, eq(users.id, bookings.artistId))
    .innerJoin(
      images,
      and(
        eq(images.userId, bookings.artistId),
        eq(images.kind, 'portfolio'),
        isNotNull(images.tag),
      ),
    )
    .where(eq(bookings.state, 'completed'))
    .orderBy(asc(users.email), asc(bookings.appointmentAt), asc(images.createdAt), asc(images.id))
    .limit(1);
  if (!visit) return;
  const id = randomUUID();
  for (const width of visit.image.widths) {
    const file = await storage.get(variantKey(visit.image.id, width));
    if (!file) return;
    await storage.put(
      privateKey(id, width),
      Buffer.concat((await file.body.toArray()) as Buffer[]),
    );
  }
  await tx.insert(bookingPhotos).values({
    id,
    bookingId: visit.bookingId,
    artistId: visit.artistId,
    customerId: visit.customerId,
    tag: visit.image.tag!,
    width: visit.image.width,
    height: visit.image.height,
    widths: visit.image.widths,
    consent: true,
    consentChangedAt: now,
    imageId: visit.image.id,
  });
}
