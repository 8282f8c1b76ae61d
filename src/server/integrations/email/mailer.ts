import nodemailer from 'nodemailer';
import { batchWrites } from '../../db/batch-writes.ts';
import type { Db } from '../../db/open-db.ts';
import { storeMail } from './email.queries.ts';

/** A file sent with a message. Text only: the message travels through the job queue as JSON. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
  attachments?: EmailAttachment[] | undefined;
  /**
   * Names this message for good (the e-mail job gives each one): sent again after a crash, it
   * is stored once (the stored mailer) or carries the same Message-ID (SMTP), which relays and
   * mail boxes use to drop the copy.
   */
  idempotencyKey?: string | undefined;
}

/** Sends one message. Callers queue e-mail through jobs; only the job handler calls this. */
export interface Mailer {
  readonly kind: 'smtp' | 'stored';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** The domain of a sender such as `Blush <hello@blush.example>` (`blush.example`). */
export function senderDomain(from: string): string {
  const address = /<([^>]*)>/.exec(from)?.[1] ?? from;
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** The Message-ID of a message with `key`, at the sender's domain (RFC 5322 §3.6.4). */
export const messageIdOf = (key: string, from: string) =>
  `<${key.replace(/[^A-Za-z0-9._-]/g, '-')}@${senderDomain(from)}>`;

/** A real SMTP exchange, to the relay named by SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ idempotencyKey, ...email }) {
      // nodemailer takes attachments in this same shape ({ filename, contentType, content }).
      // Without a key, nodemailer makes a random Message-ID at the sender's domain too.
      await transport.sendMail({
        from,
        ...email,
        ...(idempotencyKey ? { messageId: messageIdOf(idempotencyKey, from) } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Keeps messages in the database, readable at /dev/mail (development and tests only). The
 * messages sent together are stored in one statement; a message whose key is already stored
 * (its job ran again after a crash) is not stored twice.
 */
export function storedMailer(db: Db, from: string): Mailer {
  const store = batchWrites<OutgoingEmail>(async (emails) => {
    await storeMail(
      db,
      emails.map((email) => ({
        from,
        ...email,
        replyTo: email.replyTo ?? null,
        attachments: email.attachments ?? [],
        idempotencyKey: email.idempotencyKey ?? null,
      })),
    );
  });
  return { kind: 'stored', send: store, close: () => {} };
}
