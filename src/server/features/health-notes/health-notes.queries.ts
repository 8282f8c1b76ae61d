import { eq, sql } from 'drizzle-orm';
import type { BookingState } from '#shared/domain/bookings.ts';
import type { Db } from '../../db/db.ts';
import { bookings, healthNotes } from '../../db/schema/index.ts';

/** Bookings counted as having used a customer's notes: any but the declined or cancelled. */
const USING_STATES = ['request', 'accepted', 'completed', 'no-show'] satisfies BookingState[];

/** True when one of the booking's services asks the health questions (its row today). */
/**
 * Whether one of the booking's lines is a service that asks the questions. Compared as text: a
 * line that is no service of hers (a home visit's travel fee, `travel`) is no uuid.
 */
const asksHealthQuestions = (b: typeof bookings) => sql<boolean>`exists (
  select 1 from jsonb_array_elements(${b.services}) as line
  join profile_services ps on ps.id::text = line->>'serviceId'
  where ps.asks_health_questions)`;

export async function findHealthNotes(db: Db, userId: string) {
  const [row] = await db
    .select({ sealed: healthNotes.sealed, updatedAt: healthNotes.updatedAt })
    .from(healthNotes)
    .where(eq(healthNotes.userId, userId));
  return row ?? null;
}

export async function upsertHealthNotes(db: Db, userId: string, sealed: string): Promise<void> {
  await db
    .insert(healthNotes)
    .values({ userId, sealed })
    .onConflictDoUpdate({ target: healthNotes.userId, set: { sealed, updatedAt: sql`now()` } });
}

/** Deletes her notes; true if there were any. */
export async function deleteHealthNotes(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(healthNotes)
    .where(eq(healthNotes.userId, userId))
    .returning({ userId: healthNotes.userId });
  return rows.length > 0;
}

/** A booking's parties and state, and whether it asked the health questions. */
export async function findBookingForHealthNotes(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      customerId: bookings.customerId,
      artistId: bookings.artistId,
      state: bookings.state,
      asks: asksHealthQuestions(bookings),
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/**
 * Erases every customer's notes whose last use (the latest appointment of a booking that asked
 * the questions, in a state that counts) and last save are both older than `cutoff`, in one
 * statement. Returns how many were erased.
 */
export async function eraseHealthNotesUnusedSince(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(healthNotes)
    .where(
      sql`${healthNotes.updatedAt} < ${cutoff.toISOString()}::timestamptz and not exists (
        select 1 from ${bookings}
        where ${bookings.customerId} = ${healthNotes.userId}
          and ${bookings.state} in (${sql.join(
            USING_STATES.map((s) => sql`${s}`),
            sql`, `,
          )})
          and ${bookings.appointmentAt} >= ${cutoff.toISOString()}::timestamptz
          and ${asksHealthQuestions(bookings)})`,
    )
    .returning({ userId: healthNotes.userId });
  return rows.length;
}
