import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 'Admin' or 'user' (spec §6: role value Admin). */
    role: text('role', { enum: ['Admin', 'user'] })
      .notNull()
      .default('user'),
    /** argon2id; null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A new address waiting for its owner to confirm it (PATCH /user). */
    pendingEmail: text('pending_email'),
    /** E.164, Canadian only: +1 and 10 digits. */
    mobileNumber: text('mobile_number'),
    /** Set when an artist's payout account is connected; the number then changes only via help. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** The current profile picture (an `images` row of kind 'profile'). */
    profileImageId: uuid('profile_image_id'),
    /** The payment provider's customer (spec: stripeCustomerId), made with the first saved card. */
    paymentCustomerId: text('payment_customer_id').unique(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** The language the person chose (decision 0037): the app's pages and her e-mails. */
    locale: text('locale', { enum: ['en-CA', 'fr-CA'] })
      .notNull()
      .default('en-CA'),
    /** Set when the account is deleted: the row stays, anonymised, for bookings and the books. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One account per address, whatever the letter case.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Opaque bearer tokens; only their SHA-256 is stored, so a database leak reveals no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent when the session began, to name the device in Security. */
    userAgent: text('user_agent'),
    /** Approximate: written at most every few minutes as the session is used. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Single-use links sent by e-mail. Only the SHA-256 of the token is stored; `purpose` keeps a
 * confirmation link from working as a reset link and the reverse.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset', 'change-email'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (the new one for a change of e-mail). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId, t.purpose)],
);

/** A Google or Facebook account linked to a user: the provider's stable subject id. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('social_identities_user_id_idx').on(t.userId),
  ],
);

/** An OAuth sign-in in flight: its `state` and PKCE verifier, used once within 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
