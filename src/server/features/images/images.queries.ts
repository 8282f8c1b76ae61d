import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import type { ImageRow } from '../../db/rows.ts';
import { images, profiles, users } from '../../db/schema/index.ts';

/** A stored picture's row, before it is written. */
export interface NewImage {
  id: string;
  userId: string;
  kind: 'portfolio' | 'profile';
  width: number;
  height: number;
  widths: number[];
}

export function insertImages(db: Db, rows: NewImage[]): Promise<ImageRow[]> {
  return db.insert(images).values(rows).returning();
}

/** The artist's portfolio, oldest first. */
export function findPortfolio(db: Db, userId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.kind, 'portfolio')))
    .orderBy(asc(images.createdAt), asc(images.id));
}

/** Whether this artist is listed: verified, not blocked, not deleted. */
export async function isListedArtist(db: Db, userId: string): Promise<boolean> {
  const listed = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.userId, userId),
        sql`${profiles.verifiedAt} is not null`,
        isNull(users.blockedAt),
        isNull(users.deletedAt),
      ),
    );
  return listed.length > 0;
}

export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  return (await db.$count(profiles, eq(profiles.userId, userId))) > 0;
}

export function countPortfolio(db: Db, userId: string): Promise<number> {
  return db.$count(images, and(eq(images.userId, userId), eq(images.kind, 'portfolio')));
}

/** How many of these pictures are this artist's portfolio pictures. */
export function countOwnPortfolio(db: Db, userId: string, ids: string[]): Promise<number> {
  return db.$count(
    images,
    and(inArray(images.id, ids), eq(images.userId, userId), eq(images.kind, 'portfolio')),
  );
}

export async function setImageTag(db: Db, imageId: string, tag: ImageRow['tag']): Promise<void> {
  await db.update(images).set({ tag }).where(eq(images.id, imageId));
}

/** Deletes the owner's picture (and her profile's link to it); whether there was one. */
export async function deleteOwnImage(db: Db, ownerId: string, imageId: string): Promise<boolean> {
  const rows = await db
    .delete(images)
    .where(and(eq(images.id, imageId), eq(images.userId, ownerId)))
    .returning({ id: images.id });
  if (rows.length === 0) return false;
  await db
    .update(users)
    .set({ profileImageId: null })
    .where(and(eq(users.id, ownerId), eq(users.profileImageId, imageId)));
  return true;
}

export async function findProfileImageId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ current: users.profileImageId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.current ?? null;
}

export async function setProfileImageId(db: Db, userId: string, imageId: string): Promise<void> {
  await db.update(users).set({ profileImageId: imageId }).where(eq(users.id, userId));
}

/** Removes the row of a profile picture that has been replaced. */
export async function deleteImageRow(db: Db, userId: string, imageId: string): Promise<void> {
  await db.delete(images).where(and(eq(images.id, imageId), eq(images.userId, userId)));
}
