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
import { users } from './users.ts';

export interface FiledSeller {
  docRefId: string;
  /** Consideration, activities and fees per quarter, in cents (activities: a count). */
  figures: number[];
}

/**
 * An artist's tax details for the Part XX return (decision 0030). `sealed` holds them all,
 * encrypted with AES-256-GCM under TAX_DATA_KEY; the other columns are what may be shown:
 * the number's last 3 digits, masked, and the country.
 */
export const taxDetails = pgTable('tax_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['individual', 'business'] }).notNull(),
  /** `v1.` + base64url(iv ‖ tag ‖ ciphertext) of the details as JSON. */
  sealed: text('sealed').notNull(),
  maskedNumber: text('masked_number').notNull(),
  countryOfResidence: text('country_of_residence').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders an artist with earnings and no tax details was sent (at most two), and the
 * hold on her payouts that follows the second if she still provides nothing.
 */
export const taxReminders = pgTable('tax_reminders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  /** Set when the hold starts; cleared when she provides her details. */
  heldSince: timestamp('held_since', { withTimezone: true }),
});

/**
 * A Part XX return generated for a year. The XML itself (with the sellers' numbers) is never
 * kept: only each seller's figures, to see whether a later refund changed a filed year.
 */
export const taxFilings = pgTable(
  'tax_filings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: ['original', 'amended'] }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** userId → the seller's record as filed: its DocRefId and consideration per quarter. */
    figures: jsonb('figures').$type<Record<string, FiledSeller>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_filings_year_idx').on(t.year, t.createdAt)],
);

/** The January copy of each reported artist's figures: sent once per year. */
export const taxSellerCopies = pgTable(
  'tax_seller_copies',
  {
    year: integer('year').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_seller_copies_key').on(t.year, t.userId),
    check('tax_seller_copies_year_check', sql`${t.year} >= 2024`),
  ],
);

/**
 * The small-supplier notices e-mailed to an unregistered artist: one per calendar quarter and
 * level ('near' at 80%, 'crossed' past $30,000). The key makes each go once, whichever process
 * runs the daily job.
 */
export const hstThresholdNotices = pgTable(
  'hst_threshold_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The calendar quarter it was sent in, 'Q3 2026'. */
    quarter: text('quarter').notNull(),
    level: text('level', { enum: ['near', 'crossed'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quarter, t.level] })],
);
