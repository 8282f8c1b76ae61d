import { bigserial, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Outgoing mail kept for /dev/mail when no SMTP relay is configured (never in production). */
export const devMail = pgTable(
  'dev_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the message (e.g. a booking's calendar file), as text. */
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The e-mail job's key: a job run again after a crash stores its message once. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [uniqueIndex('dev_mail_idempotency_key').on(t.idempotencyKey)],
);
