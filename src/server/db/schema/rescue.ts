import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fellThroughReasons, timesOfDay } from '#shared/domain/rescue.ts';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

/** One alternative offered for a booking that fell through, as the customer sees it. */
export interface StoredAlternative {
  artistId: string;
  appointmentAt: string;
  services: Array<{ serviceId: string; quantity: number }>;
}

/**
 * A booking that fell through (declined, cancelled, called off, or expired unanswered), written
 * in the same transaction as its change; the `booking-fell-through` job then finds up to three
 * alternatives and e-mails them. A booking made through one of them is recorded here, so the
 * admin overview counts rescues (decision 0035).
 */
export const bookingFallThroughs = pgTable(
  'booking_fall_throughs',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: fellThroughReasons }).notNull(),
    /** Null until the job has looked for alternatives; then the list (maybe empty). */
    alternatives: jsonb('alternatives').$type<StoredAlternative[]>(),
    /** When the job looked (and e-mailed the customer): at most once. */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** The booking the customer made through one of the alternatives. */
    rebookedBookingId: uuid('rebooked_booking_id').references(() => bookings.id),
    rebookedAt: timestamp('rebooked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_fall_throughs_created_idx').on(t.createdAt)],
);

/**
 * "Tell me if a time opens": a customer waiting for a full day of an artist. Told once, when a
 * time opens that day; over when the day passes or she books the artist that day (read from
 * her bookings, so no write is needed when she books).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id),
    /** The Toronto day waited for. */
    day: date('day', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day', { enum: timesOfDay }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_customer_day').on(t.customerId, t.artistId, t.day),
    index('waitlist_entries_waiting_idx')
      .on(t.artistId, t.day)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
