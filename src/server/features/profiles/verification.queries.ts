import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import type { ImageRow } from '../../db/rows.ts';
import { auditLog, images, profiles, users } from '../../db/schema/index.ts';

/** The SQL of verifying artists: the admin's queue, her decision, the artist's address. */

/** The address and name of the artist with a live account, on her profile or not. */
export async function findLiveContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** The address and name of the live account with this artist profile. */
export async function findArtistContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** Locks a live artist's profile; when it was verified (null: not), or undefined with none. */
export async function lockVerification(db: Db, userId: string) {
  const [row] = await db
    .select({ verifiedAt: profiles.verifiedAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, userId), isNull(users.deletedAt)))
    .for('update', { of: profiles });
  return row;
}

export async function setVerifiedAt(db: Db, userId: string, verified: boolean) {
  await db
    .update(profiles)
    .set({ verifiedAt: verified ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** Finished profiles of live, unblocked accounts still unverified, the longest waiting first. */
export function findWaitingArtists(db: Db, limit: number) {
  return db
    .select({
      userId: profiles.userId,
      submittedAt: profiles.submittedAt,
      email: users.email,
      payoutAccountId: profiles.payoutAccountId,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        isNull(profiles.verifiedAt),
        isNotNull(profiles.submittedAt),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(profiles.submittedAt))
    .limit(limit);
}

/** These artists' portfolio pictures, oldest first. */
export function findPortfoliosOf(db: Db, userIds: string[]): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(and(inArray(images.userId, userIds), eq(images.kind, 'portfolio')))
    .orderBy(asc(images.createdAt));
}

/** The changes admins asked of these artists, newest first. */
export function findChangesAsked(db: Db, userIds: string[]) {
  return db
    .select({ userId: auditLog.targetUserId, at: auditLog.createdAt, message: auditLog.reason })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'ask-changes'), inArray(auditLog.targetUserId, userIds)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}
