import { and, eq, sql } from 'drizzle-orm';
import type { ServiceArea } from '#shared/domain/travel.ts';
import type { Db } from '../../db/db.ts';
import { profiles, savedPlaces, users } from '../../db/schema/index.ts';

/** A customer's saved place (home or work), as stored. */
export type SavedPlaceRow = typeof savedPlaces.$inferSelect;
type PlaceKind = SavedPlaceRow['kind'];

/** The artist's service area, whether she travels, her first name and whether she is listed. */
export async function findServiceArea(db: Db, artistId: string) {
  const [row] = await db
    .select({
      area: profiles.serviceArea,
      delivery: profiles.delivery,
      firstName: users.firstName,
      listed: sql<boolean>`${profiles.verifiedAt} is not null and ${users.blockedAt} is null
        and ${users.deletedAt} is null`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, artistId));
  return row ?? null;
}

/** Saves her service area (and that she travels); false when she has no profile. */
export async function setServiceArea(
  db: Db,
  artistId: string,
  area: ServiceArea & { base: { label: string | null } },
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ serviceArea: area, delivery: true, updatedAt: sql`now()` })
    .where(eq(profiles.userId, artistId))
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

export function findSavedPlaces(db: Db, userId: string): Promise<SavedPlaceRow[]> {
  return db.select().from(savedPlaces).where(eq(savedPlaces.userId, userId));
}

/** Saves (or replaces) her place of this kind. */
export async function upsertSavedPlace(
  db: Db,
  userId: string,
  kind: PlaceKind,
  values: Omit<typeof savedPlaces.$inferInsert, 'userId' | 'kind'>,
): Promise<SavedPlaceRow> {
  const [row] = await db
    .insert(savedPlaces)
    .values({ userId, kind, ...values })
    .onConflictDoUpdate({ target: [savedPlaces.userId, savedPlaces.kind], set: values })
    .returning();
  return row!;
}

export async function deleteSavedPlace(db: Db, userId: string, kind: PlaceKind): Promise<void> {
  await db
    .delete(savedPlaces)
    .where(and(eq(savedPlaces.userId, userId), eq(savedPlaces.kind, kind)));
}
