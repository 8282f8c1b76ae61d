import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditActions, deviceClasses } from '#shared/domain/admin.ts';
import { helpMessages } from './help-messages.ts';
import { users } from './users.ts';

/**
 * Every admin action: who did what to whom, when, and the reason where one was asked. Written
 * in the same transaction as the action itself, so the log never claims what did not happen
 * nor misses what did.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: auditActions }).notNull(),
    /** The person acted on, if any (the row stays, anonymised, when the account is deleted). */
    targetUserId: uuid('target_user_id').references(() => users.id),
    /** Another thing acted on: a booking, help message, comment or payout week. */
    subjectId: text('subject_id'),
    reason: text('reason'),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetUserId),
  ],
);

/** Messages admins wrote to people (POST /user/admin-email and help replies), as sent. */
export const adminEmails = pgTable(
  'admin_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    /** Already sanitised: what the recipient received. */
    html: text('html').notNull(),
    buttonText: text('button_text'),
    url: text('url'),
    /** The help message this answers. */
    helpMessageId: uuid('help_message_id').references(() => helpMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_emails_created_idx').on(t.createdAt.desc())],
);

/**
 * First-party page views without personal data: one counter per day, page, referring site
 * and device class. No cookie, address, user agent or user id is kept.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    device: text('device', { enum: deviceClasses }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.referrerHost, t.device] })],
);
