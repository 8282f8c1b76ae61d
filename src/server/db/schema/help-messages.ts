import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reviewComments } from './reviews.ts';

export const helpMessages = pgTable('help_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  issue: text('issue').notNull(),
  text: text('text').notNull(),
  /** A reported review ("report-comment" sent from the review's Report button). */
  reviewCommentId: uuid('review_comment_id').references(() => reviewComments.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
