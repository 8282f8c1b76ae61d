import { and, asc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { WizardFacts } from '#shared/domain/wizard.ts';
import type { Db } from '../../db/open-db.ts';
import type { ImageRow } from '../../db/rows.ts';
import {
  images,
  profileEducation,
  profiles,
  profileServices,
  users,
} from '../../db/schema/index.ts';

/** Profile rows with their owners' names, contact and standing (live accounts only). */
export async function findProfileRows(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
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
    .where(and(inArray(profiles.userId, userIds), isNull(users.deletedAt)));
}

export async function findProfileRow(db: Db, userId: string) {
  return (await findProfileRows(db, [userId]))[0] ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/** The services of several artists, each artist's cheapest first. */
export async function findServices(db: Db, userIds: string[]) {
  return db
    .select()
    .from(profileServices)
    .where(inArray(profileServices.userId, userIds))
    .orderBy(asc(profileServices.amountCents), asc(profileServices.createdAt));
}

export async function findEducation(db: Db, userIds: string[]) {
  return db
    .select()
    .from(profileEducation)
    .where(inArray(profileEducation.userId, userIds))
    .orderBy(asc(profileEducation.createdAt));
}

export async function findImages(db: Db, imageIds: string[]) {
  if (imageIds.length === 0) return [];
  return db.select().from(images).where(inArray(images.id, imageIds));
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

/**
 * Keeps `price` equal to the lowest service amount (spec §9), her patch test aside (a "from"
 * price of a $10 patch test would mislead); run inside the change's transaction.
 */
export async function refreshPrice(db: Db, userId: string) {
  const lowest = db
    .select({ value: min(profileServices.amountCents) })
    .from(profileServices)
    .where(and(eq(profileServices.userId, userId), eq(profileServices.isPatchTest, false)));
  await db
    .update(profiles)
    .set({ priceCents: sql`(${lowest})`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

async function deleteOwned(
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

/** What the wizard's guard needs to know about a profile (see `#shared/domain/wizard.ts`). */
export async function findWizardFacts(db: Db, userId: string): Promise<WizardFacts | null> {
  const rows = await db
    .select({
      categories: sql<number>`cardinality(${profiles.hairCategories}) + cardinality(${profiles.makeupCategories})`,
      pictures: sql<number>`(select count(*)::int from ${images} where ${images.userId} = ${profiles.userId} and ${images.kind} = 'portfolio')`,
      untaggedPictures: sql<number>`(select count(*)::int from ${images} where ${images.userId} = ${profiles.userId} and ${images.kind} = 'portfolio' and ${images.tag} is null)`,
      services: sql<number>`(select count(*)::int from ${profileServices} where ${profileServices.userId} = ${profiles.userId})`,
      locationDone: sql<boolean>`${profiles.delivery} or (${profiles.place} and ${profiles.street} is not null)`,
      qualificationDone: sql<boolean>`${profiles.gender} is not null and ${profiles.qualified} is not null and ${profiles.englishLevel} is not null`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return rows[0] ?? null;
}

/** Deletes the artist's own service; whether there was one. */
export const deleteOwnService = (db: Db, userId: string, id: string) =>
  deleteOwned(db, profileServices, userId, id);

/** Deletes the artist's own course or certificate; whether there was one. */
export const deleteOwnEducation = (db: Db, userId: string, id: string) =>
  deleteOwned(db, profileEducation, userId, id);

/** Starts a profile; false when she already has one. */
export async function insertProfile(
  db: Db,
  values: Omit<typeof profiles.$inferInsert, 'wizardStep'> & { wizardStep: number },
): Promise<boolean> {
  const rows = await db
    .insert(profiles)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

/** The columns of a profile its owner may change. */
export type ProfileChanges = Partial<typeof profiles.$inferInsert>;

/** Changes the artist's profile (and its time of change); false when she has none. */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

/** Moves the wizard's resume point forward to `step`, never back; finishing it starts the clock. */
export async function advanceWizardStep(db: Db, userId: string, step: number, finished: boolean) {
  await db
    .update(profiles)
    .set({
      wizardStep: sql`greatest(${profiles.wizardStep}, ${step})`,
      ...(finished ? { submittedAt: sql`coalesce(${profiles.submittedAt}, now())` } : {}),
    })
    .where(eq(profiles.userId, userId));
}

/** Locks the artist's profile row for the transaction; its wizard step, or null with none. */
export async function lockProfile(db: Db, userId: string): Promise<{ wizardStep: number } | null> {
  const [row] = await db
    .select({ wizardStep: profiles.wizardStep })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row ?? null;
}

export function countServices(db: Db, userId: string): Promise<number> {
  return db.$count(profileServices, eq(profileServices.userId, userId));
}

export async function insertService(db: Db, values: typeof profileServices.$inferInsert) {
  await db.insert(profileServices).values(values);
}

export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  return (await db.$count(profiles, eq(profiles.userId, userId))) > 0;
}

export async function insertEducation(db: Db, values: typeof profileEducation.$inferInsert) {
  await db.insert(profileEducation).values(values);
}

/** The oldest portfolio picture, the one the gallery shows first. */
export async function findFirstPortfolioPicture(db: Db, userId: string): Promise<ImageRow | null> {
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.kind, 'portfolio')))
    .orderBy(asc(images.createdAt), asc(images.id))
    .limit(1);
  return rows[0] ?? null;
}
