import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { calendarFeeds, users } from '../../db/schema/index.ts';

/** The caller's calendar address, if she has one. */
export async function findCalendarFeed(db: Db, userId: string) {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return feed ?? null;
}

/** Stores the address's token hash; an earlier address is replaced in the same statement. */
export async function upsertCalendarFeed(db: Db, userId: string, tokenHash: string) {
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: sql`now()`, lastReadAt: null },
    })
    .returning();
  return feed!;
}

export async function deleteCalendarFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of the address with this token hash, while she is neither blocked nor deleted. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, locale: users.locale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deletedAt), isNull(users.blockedAt)),
    );
  return feed ?? null;
}

/** Notes the address was read, at most once every 10 minutes. */
export async function touchCalendarFeed(db: Db, userId: string) {
  await db
    .update(calendarFeeds)
    .set({ lastReadAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        or(
          isNull(calendarFeeds.lastReadAt),
          sql`${calendarFeeds.lastReadAt} < now() - interval '10 minutes'`,
        ),
      ),
    );
}
