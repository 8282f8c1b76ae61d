import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { quoteStates, type QuoteLine } from '#shared/domain/event-quote.ts';
import { eventLineKinds, teamStatuses } from '#shared/schemas/event-conversation.ts';
import { eventTypes } from '#shared/schemas/events.ts';
import { users } from './users.ts';

/** One person of the party as the customer asked: her services by name and length. */
export interface EventPerson {
  name: string;
  services: { serviceId: string; name: string; minutes: number }[];
}

/** One slot of the day's schedule as stored (instants as ISO text). */
export interface StoredSlot {
  artistId: string;
  person: string;
  start: string;
  end: string;
}

/**
 * An event (decision 0042): the customer's request for a quote to a lead artist, and
 * everything after it (the quote's versions, the team, the retainer, completion). Its state
 * follows `quoteStates`.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: quoteStates }).notNull(),
    eventType: text('event_type', { enum: eventTypes }).notNull(),
    readyBy: timestamp('ready_by', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    people: jsonb('people').$type<EventPerson[]>().notNull(),
    trialAt: timestamp('trial_at', { withTimezone: true }),
    notes: text('notes'),
    budgetCents: integer('budget_cents'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** The quote's current version (0 before the first). */
    version: integer('version').notNull().default(0),
    /** The saved card the customer accepted with. */
    gatewayCardId: text('gateway_card_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Shown to the customer once the retainer is paid; the lead enters it at the event. */
    code: text('code'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['customer', 'artist'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('events_lead_idx').on(t.leadId, t.readyBy),
    index('events_customer_idx').on(t.customerId, t.readyBy),
  ],
);

/** Every version of an event's quote: a change makes a new one, the history is kept. */
export const eventQuotes = pgTable(
  'event_quotes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    version: integer('version').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    travelFeeCents: integer('travel_fee_cents').notNull(),
    earlyStartFeeCents: integer('early_start_fee_cents').notNull(),
    trialPriceCents: integer('trial_price_cents'),
    retainerPercent: integer('retainer_percent').notNull(),
    refundableUntil: timestamp('refundable_until', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    schedule: jsonb('schedule').$type<StoredSlot[]>().notNull(),
    /** The fee rate and tax status it was priced under, so it is charged as it was quoted. */
    feeBps: integer('fee_bps').notNull(),
    artistHst: text('artist_hst_number'),
    platformHst: text('platform_hst_number'),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.version] }),
    check('event_quotes_retainer_check', sql`${t.retainerPercent} between 0 and 100`),
  ],
);

/** The lead and the assistants she invited: each answers; the lead is told. */
export const eventTeam = pgTable(
  'event_team',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['lead', 'assistant'] }).notNull(),
    status: text('status', { enum: teamStatuses }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * An accepted event's replacement: the assistant who left and whose part she takes (her
     * held time is the same; decision 0042).
     */
    replacesId: uuid('replaces_id').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.artistId] }),
    index('event_team_artist_idx').on(t.artistId),
  ],
);

/**
 * The time an accepted event holds on each team member's calendar. Two live holds of one
 * artist never overlap (the exclusion constraint, written by hand in the migration), however
 * two acceptances race; a released hold (cancelled, or unpaid for 24 hours) holds nothing.
 */
export const eventHolds = pgTable(
  'event_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id),
    busyFrom: timestamp('busy_from', { withTimezone: true }).notNull(),
    busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('event_holds_event_idx').on(t.eventId),
    check('event_holds_range_check', sql`${t.busyUntil} > ${t.busyFrom}`),
  ],
);

/**
 * An event's two charges, the retainer and the balance: written 'processing' with their
 * idempotency key before the provider is called, the outcome after (as a booking's payment).
 */
export const eventPayments = pgTable(
  'event_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** One of each per event: the tip is the customer's, after completion (decision 0042). */
    kind: text('kind', { enum: ['retainer', 'balance', 'tip'] }).notNull(),
    status: text('status', { enum: ['processing', 'succeeded', 'failed'] }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    serviceHstCents: integer('service_hst_cents').notNull(),
    feeHstCents: integer('fee_hst_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    attempt: integer('attempt').notNull().default(1),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    failureMessage: text('failure_message'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_payments_event_kind').on(t.eventId, t.kind)],
);

/**
 * The event's conversation (decision 0042): its parties' messages and, written by the server
 * as they happen, the request, each quote version, the team's answers, the acceptance, the
 * cancellation and the completion. Apart from `booking_messages` because it has more than two
 * parties: read by the customer, the lead and the team who said yes.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    kind: text('kind', { enum: eventLineKinds }).notNull(),
    /** Who wrote it or did it; null for Blush (an account blocked). */
    senderId: uuid('sender_id').references(() => users.id),
    /** A message's text (contacts masked before the retainer is paid); empty for the others. */
    text: text('text').notNull().default(''),
    /** A quote line's version. */
    version: integer('version'),
    /** The team member a team line is about. */
    memberId: uuid('member_id').references(() => users.id),
    // The clock's time, not the transaction's: lines written in one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('event_messages_event_idx').on(t.eventId, t.createdAt, t.id)],
);

/**
 * The customer's inspiration photos for her event (decision 0042): stored privately as booking
 * photos are (one webp, never under `images/`), served only to the event's customer, lead and
 * team who said yes.
 */
export const eventPhotos = pgTable(
  'event_photos',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The stored width (its file's name). */
    storedWidth: integer('stored_width').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_photos_event_idx').on(t.eventId, t.createdAt)],
);
