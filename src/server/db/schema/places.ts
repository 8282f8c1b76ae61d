import { doublePrecision, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { savedPlaceKinds } from '#shared/schemas/places.ts';
import { users } from './users.ts';

/** A customer's saved places (home, work): offered again at her next checkout. Hers alone. */
export const savedPlaces = pgTable(
  'saved_places',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: savedPlaceKinds }).notNull(),
    label: text('label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    postalCode: text('postal_code'),
    unit: text('unit'),
    buzzer: text('buzzer'),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
