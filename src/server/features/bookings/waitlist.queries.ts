import { and, eq, gte, inArray, isNull, min, sql } from 'drizzle-orm';
import type { TimeOfDay } from '#shared/domain/rescue.ts';
import type { Db } from '../../db/open-db.ts';
import { profileServices, users, waitlistEntries } from '../../db/schema/index.ts';

/** The length of the artist's shortest service in minutes (null: she has none). */
export async function findShortestServiceMinutes(db: Db, artistId: string) {
  const [shortest] = await db
    .select({ minutes: min(profileServices.durationMinutes) })
    .from(profileServices)
    .where(eq(profileServices.userId, artistId));
  return shortest?.minutes ?? null;
}

/** Puts the customer on the artist's waitlist for the day; joining again waits afresh. */
export async function upsertWaitlistEntry(
  db: Db,
  entry: { customerId: string; artistId: string; day: string; timeOfDay: TimeOfDay | null },
) {
  const { timeOfDay } = entry;
  await db
    .insert(waitlistEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [waitlistEntries.customerId, waitlistEntries.artistId, waitlistEntries.day],
      set: { timeOfDay, notifiedAt: null, createdAt: sql`now()` },
    });
}

/**
 * The customers still waiting for a day of the artist (only `day`, when given) from `today` on,
 * who have not booked her that day since.
 */
export function listWaitingEntries(db: Db, artistId: string, today: string, day: string | null) {
  return db
    .select({
      id: waitlistEntries.id,
      day: waitlistEntries.day,
      timeOfDay: waitlistEntries.timeOfDay,
      customerId: waitlistEntries.customerId,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.artistId, artistId),
        isNull(waitlistEntries.notifiedAt),
        gte(waitlistEntries.day, today),
        ...(day ? [eq(waitlistEntries.day, day)] : []),
        sql`not exists (select 1 from bookings b where b.customer_id = waitlist_entries.customer_id
          and b.artist_id = waitlist_entries.artist_id
          and (b.appointment_at at time zone 'America/Toronto')::date = waitlist_entries.day
          and b.state in ('request', 'accepted', 'completed'))`,
      ),
    );
}

/** Marks these entries told, unless they were already: the ones this caller marked. */
export function markWaitlistTold(tx: Db, entryIds: string[]) {
  return tx
    .update(waitlistEntries)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(waitlistEntries.id, entryIds), isNull(waitlistEntries.notifiedAt)))
    .returning({
      customerId: waitlistEntries.customerId,
      day: waitlistEntries.day,
      timeOfDay: waitlistEntries.timeOfDay,
    });
}

/** These people as a letter names them. */
export function listPeople(tx: Db, userIds: string[]) {
  return tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
      mobileNumber: users.mobileNumber,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}
