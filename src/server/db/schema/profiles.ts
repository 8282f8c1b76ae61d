import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { portfolioTags, professions } from '#shared/catalog.ts';
import { users } from './users.ts';

/**
 * Pictures: portfolio work (tagged) and profile pictures. The files live in storage under
 * `images/<id>/<width>.webp`; `widths` says which were written.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['portfolio', 'profile'] }).notNull(),
    /** One of the nine portfolio tags; null until the artist tags it (profile pictures: always). */
    tag: text('tag', { enum: portfolioTags }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_user_id_idx').on(t.userId, t.kind, t.createdAt)],
);

/** An artist's profile: one per user, made at the wizard's bio step (spec §4). */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profession: text('profession', { enum: professions }).notNull(),
    bio: text('bio').notNull(),
    city: text('city').notNull().default('Toronto - Canada'),
    instagramUsername: text('instagram_username'),
    hairCategories: text('hair_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    makeupCategories: text('makeup_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: text('availability'),
    /** Has a place (studio) where clients come. */
    place: boolean('place').notNull().default(false),
    /** Travels to the client's home. */
    delivery: boolean('delivery').notNull().default(false),
    street: text('street'),
    postalCode: text('postal_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    gender: text('gender'),
    qualified: text('qualified', { enum: ['yes', 'no', 'no-but'] }),
    englishLevel: text('english_level', { enum: ['native', 'intermediate', 'beginner'] }),
    /** The lowest service amount in cents, kept by the server whenever services change. */
    priceCents: integer('price_cents'),
    /** The wizard step to resume at (1–7), or 8 once the wizard is finished. */
    wizardStep: smallint('wizard_step').notNull().default(3),
    /** The payment provider's connected account; null until the artist connects one. */
    payoutAccountId: text('payout_account_id'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_verified_idx').on(t.verifiedAt),
    check('profiles_wizard_step_check', sql`${t.wizardStep} between 1 and 8`),
  ],
);

export const profileServices = pgTable(
  'profile_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    typeOfService: text('type_of_service').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_services_user_id_idx').on(t.userId),
    check('profile_services_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Courses and certificates an artist lists at the qualification step. */
export const profileEducation = pgTable(
  'profile_education',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    school: text('school').notNull(),
    year: smallint('year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_education_user_id_idx').on(t.userId)],
);
