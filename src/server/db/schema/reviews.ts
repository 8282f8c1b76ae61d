import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

/**
 * A customer's review of one completed booking (spec §3 Review.comments; the review itself is
 * the artist's, named by the artist's user id). One per booking: the unique booking id is what
 * refuses a second review of the same visit. A deleted review keeps its row (`deleted_at`), so
 * its booking stays reviewed and a report can still point at it; lists and the average skip it.
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    rating: smallint('rating').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The artist's one public answer, editable and removable by the artist. */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('review_comments_rating_check', sql`${t.rating} between 1 and 5`),
    // The profile's list, newest first, live reviews only.
    index('review_comments_artist_idx')
      .on(t.artistId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);
