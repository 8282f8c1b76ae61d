import nodemailer from 'nodemailer';
import { batchWrites } from '../../db/batch-writes.ts';
import type { Db } from '../../db/open-db.ts';
import { devMail } from '../../db/schema/index.ts';

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
}

/** Sends one message. Callers queue e-mail through jobs; only the job handler calls this. */
export interface Mailer {
  readonly kind: 'smtp' | 'stored';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** A real SMTP exchange, to the relay named by SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(email) {
      // nodemailer takes attachments in this same shape ({ filename, contentType, content }).
      await transport.sendMail({ from, ...email });
    },
    close: () => transport.close(),
  };
}

/**
 * Keeps messages in the database, readable at /dev/mail (development and tests only). The
 * messages sent together are stored in one statement.
 */
export function storedMailer(db: Db, from: string): Mailer {
  const store = batchWrites<OutgoingEmail>(async (emails) => {
    await db.insert(devMail).values(
      emails.map((email) => ({
        from,
        ...email,
        replyTo: email.replyTo ?? null,
        attachments: email.attachments ?? [],
      })),
    );
  });
  return { kind: 'stored', send: store, close: () => {} };
}
