import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters live in the database so that every app instance shares them. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  /** The latest counted hit: failed sign-ins wait a growing delay from it. */
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
});
