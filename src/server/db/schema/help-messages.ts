import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const helpMessages = pgTable('help_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  issue: text('issue').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
