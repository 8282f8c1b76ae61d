import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's private calendar subscription: the address holds a random token, of which only the
 * hash is kept (like a session's). One per person; making a new one or turning it off removes
 * the old address at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a calendar program last fetched it; written at most every 10 minutes. */
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
});
