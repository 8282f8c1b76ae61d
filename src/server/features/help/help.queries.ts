import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { NO_SHOW_DISPUTE_HOURS } from '#shared/domain/bookings.ts';
import type { Db } from '../../db/open-db.ts';
import { bookings, helpMessages, reviewComments, users } from '../../db/schema/index.ts';

export async function insertHelpMessage(
  db: Db,
  message: typeof helpMessages.$inferInsert,
): Promise<void> {
  await db.insert(helpMessages).values(message);
}

/**
 * Marks the customer's no-show as disputed, once and within 48 hours of its marking, in one
 * statement; answers why not otherwise ('missing': not theirs or not a no-show).
 */
export async function disputeNoShow(db: Db, customerId: string, bookingId: string) {
  const [row] = await db
    .update(bookings)
    .set({ noShowDisputedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.customerId, customerId),
        eq(bookings.state, 'no-show'),
        isNull(bookings.noShowDisputedAt),
        gt(bookings.noShowAt, sql`now() - make_interval(hours => ${NO_SHOW_DISPUTE_HOURS})`),
      ),
    )
    .returning({ id: bookings.id });
  if (row) return 'disputed' as const;
  const [booking] = await db
    .select({ state: bookings.state, disputedAt: bookings.noShowDisputedAt })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
  if (!booking || booking.state !== 'no-show') return 'missing' as const;
  return booking.disputedAt ? ('already' as const) : ('late' as const);
}

/** A live review someone reports: what the support e-mail quotes of it. */
export async function findReportedComment(db: Db, commentId: string) {
  const [row] = await db
    .select({
      id: reviewComments.id,
      artistId: reviewComments.artistId,
      subject: reviewComments.subject,
      text: reviewComments.text,
      authorId: reviewComments.authorId,
      authorEmail: users.email,
    })
    .from(reviewComments)
    .innerJoin(users, eq(users.id, reviewComments.authorId))
    .where(and(eq(reviewComments.id, commentId), isNull(reviewComments.deletedAt)));
  return row ?? null;
}
