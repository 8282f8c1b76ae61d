import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_SCHEDULE, type BusyBooking, type Schedule } from '#shared/domain/availability.ts';
import type { Db } from '../db/open-db.ts';
import { bookings, profiles, users } from '../db/schema/index.ts';

/** The states that hold an artist's time: a pending request until it is declined or expires. */
export const HOLDING_STATES = ['request', 'accepted'] as const;

/**
 * A listed artist's schedule (the default when never set), or null when there is none. With
 * `lock`, inside a transaction, it also holds the artist's row until the transaction ends: one
 * booking decision at a time per artist.
 */
export async function findArtistSchedule(db: Db, artistId: string, lock = false) {
  const query = db
    .select({
      schedule: profiles.schedule,
      instantBook: profiles.instantBook,
      verifiedAt: profiles.verifiedAt,
      blockedAt: users.blockedAt,
      deletedAt: users.deletedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, artistId));
  const [row] = await (lock ? query.for('update', { of: profiles }) : query);
  if (!row) return null;
  return {
    schedule: row.schedule ?? DEFAULT_SCHEDULE,
    instantBook: row.instantBook,
    listed: Boolean(row.verifiedAt) && !row.blockedAt && !row.deletedAt,
  };
}

/** The artist's bookings holding time between two instants. */
export async function findBusyBookings(
  db: Db,
  artistId: string,
  from: Date,
  until: Date,
  /** A booking whose own time does not count (the request being postponed). */
  exceptId?: string,
): Promise<BusyBooking[]> {
  return db
    .select({
      startsAt: bookings.appointmentAt,
      busyFrom: bookings.busyFrom,
      busyUntil: bookings.busyUntil,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.artistId, artistId),
        inArray(bookings.state, [...HOLDING_STATES]),
        lt(bookings.busyFrom, until),
        gt(bookings.busyUntil, from),
        ...(exceptId ? [ne(bookings.id, exceptId)] : []),
      ),
    );
}

export async function saveSchedule(
  db: Db,
  artistId: string,
  schedule: Schedule,
  instantBook: boolean,
): Promise<void> {
  await db
    .update(profiles)
    .set({ schedule, instantBook, updatedAt: sql`now()` })
    .where(eq(profiles.userId, artistId));
}
