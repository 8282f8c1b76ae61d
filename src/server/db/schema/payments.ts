import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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
import { ledgerAccounts } from '#shared/domain/ledger.ts';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

/**
 * A customer's saved cards (spec §3 User.cards). The provider keeps the card; we keep what is
 * shown (brand, last 4, expiry) and its fingerprint, so the same card is not saved twice.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's payment method id (spec: stripeCardId). */
    gatewayCardId: text('gateway_card_id').notNull().unique(),
    fingerprint: text('fingerprint').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_cards_user_fingerprint_key').on(t.userId, t.fingerprint)],
);

/**
 * The payout account an artist is connecting: the provider's account is made at the start and
 * the `state` (stored as its SHA-256) comes back on /confirm-account, so a forged or someone
 * else's callback finds nothing.
 */
export const payoutConnections = pgTable(
  'payout_connections',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payout_connections_user_idx').on(t.userId)],
);

/**
 * The one charge of a booking: for the service when it is completed, or the cancellation
 * charge. Written (status 'processing', with its idempotency key) before the provider is
 * called and updated after, so a crash in between is found and finished by the recovery job.
 * A failed charge may be paid later with another card: `attempt` goes up, and with it the key.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['service', 'cancellation', 'no-show'] }).notNull(),
    status: text('status', { enum: ['processing', 'succeeded', 'failed'] }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** HST in this charge: the artist's on the services, the platform's on the fee. */
    serviceHstCents: integer('service_hst_cents').notNull().default(0),
    feeHstCents: integer('fee_hst_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    attempt: integer('attempt').notNull().default(1),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    gatewayCardId: text('gateway_card_id').notNull(),
    /** The artist's connected account the artist's share goes to. */
    gatewayAccountId: text('gateway_account_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The weekly payout that paid the artist's share. */
    payoutId: uuid('payout_id').references(() => payouts.id),
    /**
     * An admin followed a failed charge up outside the app ("Mark resolved"): it leaves the
     * dashboard's follow-up list. The customer can still pay it; nothing else changes.
     */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the charge succeeded: the start of the 7 days within which the artist is paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_status_idx').on(t.status, t.updatedAt),
    index('payments_artist_idx').on(t.artistId, t.paidAt),
    check(
      'payments_amounts_check',
      sql`${t.amountCents} = ${t.subtotalCents} + ${t.feeCents} + ${t.serviceHstCents} + ${t.feeHstCents} and ${t.commissionCents} between 0 and ${t.subtotalCents} and ${t.refundedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/** An admin's refund of part or all of a paid booking; fee and commission go back in proportion. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** The HST this refund gives back, in the same proportion as the rest. */
    serviceHstCents: integer('service_hst_cents').notNull().default(0),
    feeHstCents: integer('fee_hst_cents').notNull().default(0),
    commissionCents: integer('commission_cents').notNull(),
    status: text('status', { enum: ['processing', 'succeeded', 'failed'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id'),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** One artist's weekly payout: the artist's share of the charges made in one Toronto week. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id),
    /** The Monday (00:00 Toronto) that ends the week paid for; one payout per artist per week. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** A week's sum over many bookings: past 32 bits at a few dozen large ones. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The part of the amount that is HST the artist charged (hers to remit, not earnings). */
    hstCents: bigint('hst_cents', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['processing', 'paid', 'failed'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayAccountId: text('gateway_account_id').notNull(),
    gatewayPayoutId: text('gateway_payout_id'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_artist_period_key').on(t.artistId, t.periodEnd),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Double-entry lines: every money movement writes lines that sum to zero (a deferred trigger
 * refuses a transaction whose lines do not). Positive is a debit. `user_id` names the customer
 * or artist an account line belongs to; an artist's balance is minus the sum of their
 * artist_payable lines.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id').notNull(),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    /** An event's charge, refund or tip (decision 0042): events have no booking row. */
    eventId: uuid('event_id'),
    memo: text('memo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_user_idx').on(t.account, t.userId),
    index('ledger_entries_event_idx').on(t.eventId),
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * The simulated provider's own books (PAYMENTS_PROVIDER=simulated): its customers, cards,
 * accounts, charges, refunds and payouts, with the idempotency key each was made under. It is
 * what Stripe's dashboard is in production: the record the ledger is checked against.
 */
export const simulatedGatewayObjects = pgTable(
  'simulated_gateway_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', {
      enum: ['customer', 'card', 'account', 'charge', 'refund', 'payout'],
    }).notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulated_gateway_objects_kind_idx').on(t.kind)],
);
