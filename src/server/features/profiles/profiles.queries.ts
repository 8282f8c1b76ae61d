import { and, asc, eq, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import {
  images,
  profileEducation,
  profiles,
  profileServices,
  users,
} from '../../db/schema/index.ts';

/** The profile row with its owner's names, contact and standing. */
export async function findProfileRow(db: Db, userId: string) {
  const rows = await db
    .select({
      profile: profiles,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
      mobileVerifiedAt: users.mobileVerifiedAt,
      profileImageId: users.profileImageId,
      blockedAt: users.blockedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, userId), isNull(users.deletedAt)));
  return rows[0] ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export async function findServices(db: Db, userId: string) {
  return db
    .select()
    .from(profileServices)
    .where(eq(profileServices.userId, userId))
    .orderBy(asc(profileServices.amountCents), asc(profileServices.createdAt));
}

export async function findEducation(db: Db, userId: string) {
  return db
    .select()
    .from(profileEducation)
    .where(eq(profileEducation.userId, userId))
    .orderBy(asc(profileEducation.createdAt));
}

export async function findImage(db: Db, imageId: string) {
  const rows = await db.select().from(images).where(eq(images.id, imageId));
  return rows[0] ?? null;
}

/** Verified artists of unblocked, live accounts, newest verification first. */
export async function listVerifiedProfileIds(db: Db, page: number, pageSize: number) {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        sql`${profiles.verifiedAt} is not null`,
        isNull(users.blockedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(sql`${profiles.verifiedAt} desc`, profiles.userId)
    .limit(pageSize)
    .offset(page * pageSize);
  return rows.map((r) => r.userId);
}

/** Keeps `price` equal to the lowest service amount (spec §9); run inside the change's transaction. */
export async function refreshPrice(db: Db, userId: string) {
  const lowest = db
    .select({ value: min(profileServices.amountCents) })
    .from(profileServices)
    .where(eq(profileServices.userId, userId));
  await db
    .update(profiles)
    .set({ priceCents: sql`(${lowest})`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

export async function deleteOwned(
  db: Db,
  table: typeof profileServices | typeof profileEducation,
  userId: string,
  id: string,
) {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
}
