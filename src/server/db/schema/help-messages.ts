import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helpStatuses } from '#shared/domain/admin.ts';
import { bookings } from './bookings.ts';
import { bookingMessages } from './messages.ts';
import { reviewComments } from './reviews.ts';

export const helpMessages = pgTable('help_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  issue: text('issue').notNull(),
  text: text('text').notNull(),
  /** A reported review ("report-comment" sent from the review's Report button). */
  reviewCommentId: uuid('review_comment_id').references(() => reviewComments.id),
  /** A reported message (its Report button): the admin reads its conversation from here. */
  bookingMessageId: uuid('booking_message_id').references(() => bookingMessages.id),
  /** A disputed no-show ("dispute-no-show"): the booking, the sender's own. */
  bookingId: uuid('booking_id').references(() => bookings.id),
  /** Where the admins are with it (help inbox): open, answered or closed. */
  status: text('status', { enum: helpStatuses }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
