import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing mail kept for /dev/mail when no SMTP relay is configured (never in production). */
export const devMail = pgTable('dev_mail', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  from: text('from').notNull(),
  to: text('to').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
