import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { payouts } from './payments.ts';
import { users } from './users.ts';

/**
 * A customer's tip on a completed booking: its own card charge, 100% the artist's (no fee, no
 * commission), paid out with the week it was charged in. One per booking (unique): the row is
 * written 'processing' with its idempotency key before the provider is called, so a double
 * submit charges once; a refused card removes it again, so no tip stays recorded.
 */
export const tips = pgTable(
  'tips',
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
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['processing', 'succeeded'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    gatewayCardId: text('gateway_card_id').notNull(),
    gatewayAccountId: text('gateway_account_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** The weekly payout that paid it to the artist. */
    payoutId: uuid('payout_id').references(() => payouts.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tips_artist_idx').on(t.artistId, t.paidAt),
    check('tips_amount_check', sql`${t.amountCents} > 0`),
  ],
);
