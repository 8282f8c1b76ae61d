import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A passkey (WebAuthn credential) a user added in Settings → Security. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id the authenticator made (base64url); the browser names it at sign-in. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url: only it is kept, never a secret. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: one that goes backwards means a cloned key. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull().default([]),
    /** Synced to other devices (a password manager, iCloud Keychain…) or bound to one. */
    backedUp: boolean('backed_up').notNull(),
    /** What the person saw when adding it, e.g. "Chrome on Mac". */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * A WebAuthn ceremony in flight: the random challenge the server handed out, used once within
 * 5 minutes. Registration ties it to the signed-in user; a sign-in challenge has no user yet.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
