import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { portfolioTags, professions } from '#shared/catalog.ts';
import type { Schedule } from '#shared/domain/availability.ts';
import type { ServiceArea } from '#shared/domain/travel.ts';
import { users } from './users.ts';

/** PostgreSQL's full-text document type (drizzle has none built in); read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** Weekly hours, overrides, buffers, notice, horizon, interval, daily limit; null = the default. */
    schedule: jsonb('schedule').$type<Schedule>(),
    /** A request for a free slot is accepted at once. */
    instantBook: boolean('instant_book').notNull().default(false),
    /** Takes weddings and events: "Request a quote" on her profile (decision 0042). */
    takesEvents: boolean('takes_events').notNull().default(false),
    /** Has a place (studio) where clients come. */
    place: boolean('place').notNull().default(false),
    /** Travels to the client's home. */
    delivery: boolean('delivery').notNull().default(false),
    street: text('street'),
    postalCode: text('postal_code'),
    /**
     * Where she travels (delivery): her base, a radius or a list of postal areas, and her
     * travel fees by distance band; null = she has not said (any address, no fee).
     */
    serviceArea: jsonb('service_area').$type<ServiceArea>(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    gender: text('gender'),
    qualified: text('qualified', { enum: ['yes', 'no', 'no-but'] }),
    englishLevel: text('english_level', { enum: ['native', 'intermediate', 'beginner'] }),
    /** The lowest service amount in cents, kept by the server whenever services change. */
    priceCents: integer('price_cents'),
    /**
     * The artist's GST/HST number (`123456782RT0001`, check digit verified); null when she is
     * not registered. Printed on her customers' receipts, as an invoice must.
     */
    hstNumber: text('hst_number'),
    /** The wizard step to resume at (1–7), or 8 once the wizard is finished. */
    wizardStep: smallint('wizard_step').notNull().default(3),
    /** The payment provider's connected account; null until the artist connects one. */
    payoutAccountId: text('payout_account_id'),
    /** The bank the payouts go to, as the provider reports it; shown only to the artist. */
    payoutBankName: text('payout_bank_name'),
    payoutRoutingNumber: text('payout_routing_number'),
    payoutLast4: text('payout_last4'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the artist finished the wizard: the start of the 2-hour verification promise. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Average review rating (1–5); null until the first review. Kept by the reviews feature. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The artist's words for the search: names (weight A); profession, categories and services
     * (B); bio (C). Kept by database triggers (migration 0005); never written by the app.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    index('profiles_verified_idx').on(t.verifiedAt),
    check('profiles_wizard_step_check', sql`${t.wizardStep} between 1 and 8`),
    // The home carousel's order: best rated (unrated last), then the most recently verified.
    index('profiles_featured_idx')
      .on(sql`coalesce(${t.ratingAverage}, 0) desc`, t.verifiedAt.desc(), t.userId)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);

/**
 * What the search shows, one row per picture it can find: a tagged portfolio picture of a
 * verified artist whose account is neither blocked nor deleted, with what a result displays
 * and what the filters, orders and text match read, so a search reads this one table.
 * Database triggers on images, profiles, profile_services and users rebuild an artist's rows
 * in the same transaction as any change to them (migration 0005); the app never writes here.
 */
export const searchPictures = pgTable(
  'search_pictures',
  {
    imageId: uuid('image_id')
      .primaryKey()
      .references(() => images.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    tag: text('tag', { enum: portfolioTags }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    firstName: text('first_name').notNull(),
    profession: text('profession', { enum: professions }).notNull(),
    priceCents: integer('price_cents'),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull(),
    place: boolean('place').notNull(),
    delivery: boolean('delivery').notNull(),
    avatarId: uuid('avatar_id'),
    avatarWidth: integer('avatar_width'),
    avatarHeight: integer('avatar_height'),
    avatarWidths: integer('avatar_widths').array(),
    /** The artist's document and the picture's tag (weight A). */
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('search_pictures_user_id_idx').on(t.userId),
    // Each order reads its index and stops at the page's end: newest, a tag's newest, price
    // (no price last) and rating (unrated last).
    index('search_pictures_newest_idx').on(t.createdAt, t.imageId),
    index('search_pictures_tag_idx').on(t.tag, t.createdAt, t.imageId),
    index('search_pictures_price_idx').on(sql`coalesce(${t.priceCents}, 2147483647)`, t.imageId),
    index('search_pictures_rating_idx').on(sql`coalesce(${t.ratingAverage}, 0)`, t.imageId),
    index('search_pictures_document_idx').using('gin', t.document),
  ],
);

/**
 * Every word the search documents have held (names, professions, services, bios, tags), for
 * correcting typos: an unknown query word is replaced by its nearest known words (trigrams).
 * Filled by the same triggers; a word whose last user is gone stays, which costs nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
]);

/**
 * One number that changes with every committed change to what visitors can read without
 * signing in: profiles, their owners' names, standing and pictures, services, education and
 * search words (migration 0016's triggers bump it as a transaction commits). Public answers
 * are kept in each process under the version they were built at (`http/public-cache.ts`).
 */
export const publicDataVersion = pgTable(
  'public_data_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('public_data_version_one_row', sql`${t.id}`)],
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
    /** How long the service takes: a multiple of 5 minutes, 15 to 480. */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** Booking it needs a patch test with her, 6 months to 48 hours before (decision 0041). */
    needsPatchTest: boolean('needs_patch_test').notNull().default(false),
    /** This service is her patch test: short, low-priced, its price hers to set. */
    isPatchTest: boolean('is_patch_test').notNull().default(false),
    /** Booking it asks the customer's health questions, shown to her once she accepts. */
    asksHealthQuestions: boolean('asks_health_questions').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_services_user_id_idx').on(t.userId),
    check('profile_services_patch_test_check', sql`not (${t.needsPatchTest} and ${t.isPatchTest})`),
    check('profile_services_amount_check', sql`${t.amountCents} > 0`),
    check(
      'profile_services_duration_check',
      sql`${t.durationMinutes} between 15 and 480 and ${t.durationMinutes} % 5 = 0`,
    ),
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

/**
 * What search by artist keeps of each listed artist's time (decision 0038), so a search ranks
 * and pages in one query instead of working out everyone's free times: her first free start in
 * each part of each of the next 61 Toronto days (morning, afternoon, evening: 183 instants from
 * `computed_day`, in epoch minutes, null where none), the first of them all, and her bookings of the last 90
 * days. Computed by the app in batches (`refreshSearchFacts`) for the artists a search finds
 * whose row is missing, marked stale, from an earlier day, or whose first start has gone past
 * its notice (`valid_until`). Database triggers on bookings, profiles' hours and services mark
 * a row stale and bump its version in the same transaction as the change (migration 0025); a
 * refresh writes only over the version it read, so a change made meanwhile is never lost.
 */
export const artistSearchFacts = pgTable('artist_search_facts', {
  artistId: uuid('artist_id')
    .primaryKey()
    .references(() => profiles.userId, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  stale: boolean('stale').notNull().default(true),
  computedDay: text('computed_day'),
  nextFreeAt: timestamp('next_free_at', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Epoch minutes (whole minutes: every start is on a minute). */
  firstStarts: integer('first_starts').array(),
  recentBookings: integer('recent_bookings').notNull().default(0),
  /** Her booking photos shown with their customer's consent (decision 0041), kept by the app. */
  bookingPhotos: integer('booking_photos').notNull().default(0),
});
