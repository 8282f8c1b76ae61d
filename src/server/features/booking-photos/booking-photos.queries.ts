import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { bookingPhotos, bookings, images } from '../../db/schema/index.ts';

export type BookingPhotoRow = typeof bookingPhotos.$inferSelect;

/** The booking's artist, customer and state, or null when there is no such booking. */
export async function findBookingParties(db: Db, bookingId: string) {
  const [booking] = await db
    .select({ artistId: bookings.artistId, customerId: bookings.customerId, state: bookings.state })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking ?? null;
}

/** Locks the booking's row, so that its photos are added one upload at a time. */
export async function lockBooking(tx: Db, bookingId: string) {
  await tx.execute(sql`select id from bookings where id = ${bookingId} for update`);
}

export function countBookingPhotos(db: Db, bookingId: string) {
  return db.$count(bookingPhotos, eq(bookingPhotos.bookingId, bookingId));
}

export function insertBookingPhotos(db: Db, values: (typeof bookingPhotos.$inferInsert)[]) {
  return db.insert(bookingPhotos).values(values).returning();
}

/** The booking's photos, the first added first. */
export function listBookingPhotosOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, bookingId))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
}

export async function findBookingPhoto(db: Db, id: string) {
  const [row] = await db.select().from(bookingPhotos).where(eq(bookingPhotos.id, id));
  return row ?? null;
}

/** The photo locked while the customer's answer is written. */
export async function lockBookingPhoto(tx: Db, id: string) {
  const [locked] = await tx
    .select()
    .from(bookingPhotos)
    .where(eq(bookingPhotos.id, id))
    .for('update');
  return locked ?? null;
}

/** The customer's answer on the photo, with the public picture it is shown as (or none). */
export async function setPhotoConsent(
  tx: Db,
  id: string,
  answer: { consent: boolean; consentChangedAt: Date; imageId: string | null },
) {
  const [updated] = await tx
    .update(bookingPhotos)
    .set(answer)
    .where(eq(bookingPhotos.id, id))
    .returning();
  return updated!;
}

/** A public portfolio picture made from a booking photo. */
export async function insertPortfolioImage(tx: Db, values: typeof images.$inferInsert) {
  await tx.insert(images).values(values);
}

export async function deletePortfolioImage(tx: Db, imageId: string) {
  await tx.delete(images).where(eq(images.id, imageId));
}
