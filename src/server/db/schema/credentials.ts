import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { credentialKinds, credentialStates } from '#shared/domain/credentials.ts';
import { users } from './users.ts';

/**
 * An artist's proof (decision 0041): a licence or diploma, liability insurance, a police
 * check. The file is private, in storage under `fileKey` (`private/credentials/<id>.<ext>`),
 * which `/files/*` never serves; only its owner and admins read it through the API.
 */
export const artistCredentials = pgTable(
  'artist_credentials',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: credentialKinds }).notNull(),
    state: text('state', { enum: credentialStates }).notNull().default('pending'),
    fileKey: text('file_key').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Insurance: its expiry as uploaded, then as the admin approved it (Toronto's date). */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** A police check's date. */
    issuedOn: date('issued_on', { mode: 'string' }),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artist_credentials_user_idx').on(t.userId, t.state),
    index('artist_credentials_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    check(
      'artist_credentials_reject_reason_check',
      sql`(${t.state} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
  ],
);

/**
 * The expiry reminders sent, one row per credential and threshold (30, 7 days): the row is
 * written in the transaction that queues the e-mail, so of two processes only one sends it.
 */
export const credentialReminders = pgTable(
  'credential_reminders',
  {
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => artistCredentials.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    /** The expiry it was sent for: an extended expiry earns its reminders again. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.credentialId, t.days, t.expiresOn] })],
);
