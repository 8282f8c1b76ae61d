import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

/** A photo in a message: the image pipeline's stored variants (served from /files). */
export interface MessagePhoto {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * One message of a booking's conversation between its customer and its artist. The text is
 * stored as shown: contact details typed before the booking was accepted are masked on the
 * way in, so no later view can leak them. `recipient_id` is the other party, so an unread
 * count is one index read; `read_at` is the read receipt.
 */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    photos: jsonb('photos').$type<MessagePhoto[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the unread-message e-mail covered it (or it was read first): e-mailed at most once. */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
    /** An admin removed it (a report): it stays as "Message removed". */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_messages_booking_idx').on(t.bookingId, t.createdAt, t.id),
    index('booking_messages_unread_idx')
      .on(t.recipientId, t.createdAt)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
  ],
);

/**
 * The last unread-message e-mail per conversation and recipient: at most one an hour, claimed
 * by a conditional upsert so two processes never send the same one.
 */
export const messageNotices = pgTable(
  'message_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.recipientId] })],
);
