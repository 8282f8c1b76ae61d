import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Schedule } from '#shared/domain/availability.ts';
import type { Db } from '../../db/open-db.ts';
import { bookings, profiles, users } from '../../db/schema/index.ts';

/** Saves the artist's whole schedule and whether she books instantly. */
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

/** The artist's bookings still to come (requests and accepted), soonest first, with the customer's name. */
export function findBookingsAhead(db: Db, artistId: string) {
  return db
    .select({
      bookingId: bookings.id,
      appointmentAt: bookings.appointmentAt,
      endsAt: bookings.endsAt,
      customerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(
      and(
        eq(bookings.artistId, artistId),
        inArray(bookings.state, ['request', 'accepted']),
        gt(bookings.appointmentAt, sql`now()`),
      ),
    )
    .orderBy(asc(bookings.appointmentAt));
}
