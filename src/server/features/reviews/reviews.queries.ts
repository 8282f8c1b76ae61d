import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { bookings, images, profiles, reviewComments, users } from '../../db/schema/index.ts';

/** A transaction or the database: the writes below run inside the caller's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** A live review with its author (name, picture, whether deleted) and the booking's services. */
function selectComments(db: Db) {
  return db
    .select({
      comment: reviewComments,
      firstName: users.firstName,
      lastName: users.lastName,
      authorDeletedAt: users.deletedAt,
      avatar: images,
      services: bookings.services,
    })
    .from(reviewComments)
    .innerJoin(users, eq(users.id, reviewComments.authorId))
    .innerJoin(bookings, eq(bookings.id, reviewComments.bookingId))
    .leftJoin(images, eq(images.id, users.profileImageId));
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/** One page of an artist's live reviews, newest first (one row more says a next page exists). */
export function listComments(db: Db, artistId: string, limit: number, offset: number) {
  return selectComments(db)
    .where(and(eq(reviewComments.artistId, artistId), isNull(reviewComments.deletedAt)))
    .orderBy(desc(reviewComments.createdAt), desc(reviewComments.id))
    .limit(limit)
    .offset(offset);
}

export async function findLiveComment(db: Db, artistId: string, commentId: string) {
  const [row] = await selectComments(db).where(
    and(
      eq(reviewComments.id, commentId),
      eq(reviewComments.artistId, artistId),
      isNull(reviewComments.deletedAt),
    ),
  );
  return row ?? null;
}

/** A listed or unlisted artist of a live account: name, picture and the review numbers. */
export async function findArtist(db: Db, artistId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: images,
      ratingAverage: profiles.ratingAverage,
      reviewCount: profiles.reviewCount,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(images, eq(images.id, users.profileImageId))
    .where(and(eq(profiles.userId, artistId), isNull(users.deletedAt)));
  return row ?? null;
}

/** The customer's booking with the artist, with its review (live or removed), if any. */
export async function findCustomerBooking(
  db: Tx,
  customerId: string,
  artistId: string,
  bookingId: string,
) {
  const [row] = await db
    .select({
      id: bookings.id,
      state: bookings.state,
      appointmentAt: bookings.appointmentAt,
      services: bookings.services,
      commentId: reviewComments.id,
    })
    .from(bookings)
    .leftJoin(reviewComments, eq(reviewComments.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.customerId, customerId),
        eq(bookings.artistId, artistId),
      ),
    );
  return row ?? null;
}

/**
 * Locks the artist's profile row for the rest of the transaction: reviews of one artist are
 * written one at a time, so each recount sees every review committed before it. False when
 * the artist has no profile (any more).
 */
export async function lockArtist(tx: Tx, artistId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, artistId))
    .for('update');
  return rows.length > 0;
}

/** Adds a review; null when the booking already has one (live or removed). */
export async function insertComment(tx: Tx, values: typeof reviewComments.$inferInsert) {
  const [row] = await tx
    .insert(reviewComments)
    .values(values)
    .onConflictDoNothing({ target: reviewComments.bookingId })
    .returning({ id: reviewComments.id });
  return row?.id ?? null;
}

/** Removes a live review written by `authorId` (or by anyone, for an admin); false if none. */
export async function markCommentDeleted(
  tx: Tx,
  artistId: string,
  commentId: string,
  by: { userId: string; admin: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(reviewComments)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(reviewComments.id, commentId),
        eq(reviewComments.artistId, artistId),
        isNull(reviewComments.deletedAt),
        by.admin ? undefined : eq(reviewComments.authorId, by.userId),
      ),
    )
    .returning({ id: reviewComments.id });
  return rows.length > 0;
}

/** Recounts the artist's average (2 decimals, null with no review) and count from the table. */
export async function recountRating(tx: Tx, artistId: string): Promise<void> {
  await tx.execute(sql`
    update profiles set
      rating_average = live.average,
      review_count = live.count
    from (
      select round(avg(rating)::numeric, 2) as average, count(*)::int as count
      from review_comments where artist_id = ${artistId} and deleted_at is null
    ) live
    where profiles.user_id = ${artistId}`);
}

/** Sets or clears the artist's reply to one of their live reviews; false if there is none. */
export async function setReply(
  db: Db,
  artistId: string,
  commentId: string,
  text: string | null,
): Promise<boolean> {
  const rows = await db
    .update(reviewComments)
    .set({ replyText: text, repliedAt: text === null ? null : sql`now()` })
    .where(
      and(
        eq(reviewComments.id, commentId),
        eq(reviewComments.artistId, artistId),
        isNull(reviewComments.deletedAt),
      ),
    )
    .returning({ id: reviewComments.id });
  return rows.length > 0;
}

/** What the reminder needs: the booking, both names, the customer's address, any review. */
export async function findReminderFacts(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      state: bookings.state,
      artistId: bookings.artistId,
      customerEmail: users.email,
      customerFirstName: users.firstName,
      customerDeletedAt: users.deletedAt,
      reviewed: sql<boolean>`exists (select 1 from review_comments r where r.booking_id = ${bookings.id})`,
      artistName: sql<string>`(select a.first_name || ' ' || a.last_name from users a where a.id = ${bookings.artistId})`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
