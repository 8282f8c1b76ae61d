import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingStates } from '#shared/domain/bookings.ts';
import { users } from './users.ts';

/**
 * A booking: what the customer asked the artist for, priced by the server when it was made
 * (services, subtotal, fee, total never come from the client), and where it stands.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: bookingStates }).notNull().default('request'),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }).notNull(),
    /** The end of the service: the start plus each service's duration × quantity. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The time the booking holds in the artist's calendar: the service with the artist's
     * buffers before and after, as they were when it was booked. While the booking is a
     * request or accepted, no other booking of the artist may overlap it (an exclusion
     * constraint, migration 0013).
     */
    busyFrom: timestamp('busy_from', { withTimezone: true }).notNull(),
    busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
    /** What was ordered, priced when the booking was made: [{serviceId, typeOfService, quantity, amountCents}]. */
    services: jsonb('services')
      .$type<
        Array<{ serviceId: string; typeOfService: string; quantity: number; amountCents: number }>
      >()
      .notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** What the customer pays: subtotal + fee + both HST amounts. */
    totalCents: integer('total_cents').notNull(),
    /**
     * The HST quoted when the booking was made: the artist's on her services and the
     * platform's on its fee, with the numbers they were registered under then. A later change
     * of price or registration leaves them as they were.
     */
    serviceHstCents: integer('service_hst_cents').notNull().default(0),
    feeHstCents: integer('fee_hst_cents').notNull().default(0),
    artistHstNumber: text('artist_hst_number'),
    platformHstNumber: text('platform_hst_number'),
    /** The card chosen at checkout (the provider's id); charged when the service is completed. */
    gatewayCardId: text('gateway_card_id'),
    place: text('place', { enum: ['toHome', 'artistSite'] }).notNull(),
    /** The customer's street (toHome); for artistSite the artist's studio is read from the profile. */
    street: text('street'),
    descriptionAddress: text('description_address'),
    /**
     * Where the service happens (the customer's pin, or the studio's area): the artist's
     * calendar leaves the travel time between places. The postal area is all the artist sees
     * of a home visit's place before she accepts.
     */
    placeLat: doublePrecision('place_lat'),
    placeLng: doublePrecision('place_lng'),
    placePostalArea: text('place_postal_area'),
    placeUnit: text('place_unit'),
    placeBuzzer: text('place_buzzer'),
    /** The travel fee quoted (also a line of `services`, so the price and ledger carry it). */
    travelFeeCents: integer('travel_fee_cents').notNull().default(0),
    /** The artist's proposal (declined-posponed) or a reason given with a decline. */
    text: text('text'),
    /**
     * Why it was declined or cancelled: a value of the party's list (booking-reasons.ts);
     * `text` holds their own words ("Other", or words added to a listed reason).
     */
    reason: text('reason'),
    /** When the artist marked the customer as a no-show (state 'no-show'). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** When the customer disputed the no-show through the help inbox (within 48 hours). */
    noShowDisputedAt: timestamp('no_show_disputed_at', { withTimezone: true }),
    /** How an admin settled the dispute: the charge refunded, or kept. */
    noShowSettlement: text('no_show_settlement', { enum: ['refunded', 'kept'] }),
    noShowSettledAt: timestamp('no_show_settled_at', { withTimezone: true }),
    /** Made when the artist accepts; shown only to the customer. */
    bookCode: text('book_code'),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    codeLockedUntil: timestamp('code_locked_until', { withTimezone: true }),
    /** One per checkout, so a double submit makes one booking. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** When an unanswered request is declined by the job: 24 hours, or the appointment if sooner. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    /** With a postponement: up to three of the artist's free start times the customer may book. */
    proposedSlots: jsonb('proposed_slots').$type<string[]>(),
    /** The artist's proposal this request was booked from ("Book this time"). */
    rebookedFrom: uuid('rebooked_from'),
    /**
     * The artist's calendar as this booking left it: one more than the highest of the artist's
     * bookings when its calendar was read. Unique per artist, so of two bookings made from the
     * same reading one is refused and made again from a new one: one booking decision at a time
     * per artist (the daily limit included), without a lock. Null for bookings made before.
     */
    calendarVersion: integer('calendar_version'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The artist declined this accepted booking less than 4 hours before it: counted for admins. */
    lateDecline: boolean('late_decline').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the completion receipts were queued: once per booking, whoever completed it. */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the day-before reminder went to both parties (or was passed over): at most once. */
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true }),
    /** When the customer's two-hours-before reminder went (or was passed over): at most once. */
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_customer_idx').on(t.customerId, t.appointmentAt),
    index('bookings_artist_idx').on(t.artistId, t.appointmentAt),
    uniqueIndex('bookings_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('bookings_artist_calendar_version').on(t.artistId, t.calendarVersion),
    index('bookings_requests_due_idx')
      .on(t.respondBy)
      .where(sql`${t.state} = 'request'`),
    index('bookings_receipts_due_idx')
      .on(t.completedAt)
      .where(sql`${t.state} = 'completed' and ${t.receiptSentAt} is null`),
    index('bookings_reminders_due_idx')
      .on(t.appointmentAt)
      .where(sql`${t.state} = 'accepted' and ${t.remindedSoonAt} is null`),
    check('bookings_busy_range_check', sql`${t.busyUntil} >= ${t.busyFrom}`),
    check(
      'bookings_amounts_check',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.feeCents} + ${t.serviceHstCents} + ${t.feeHstCents}`,
    ),
  ],
);
