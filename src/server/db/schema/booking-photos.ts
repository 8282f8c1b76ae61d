import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { portfolioTags } from '#shared/catalog.ts';
import { bookings } from './bookings.ts';
import { images } from './profiles.ts';
import { users } from './users.ts';

/**
 * A photo an artist took at a completed booking (decision 0041). Its files are private
 * (`private/booking-photos/<id>/<width>.webp`), read only by the booking's artist, its
 * customer and admins through the API. While the customer allows it (`consent`), a public copy
 * is a portfolio picture (`image_id`, under a new id each time she allows it, so a withdrawn
 * picture's address never serves again); withdrawing deletes that picture and its files.
 */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag', { enum: portfolioTags }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    /** The customer's answer: false until she says yes, and again once she withdraws. */
    consent: boolean('consent').notNull().default(false),
    consentChangedAt: timestamp('consent_changed_at', { withTimezone: true }),
    /** The public portfolio picture while she allows it; null otherwise. */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_photos_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_photos_artist_idx').on(t.artistId),
    uniqueIndex('booking_photos_image_idx').on(t.imageId),
  ],
);
