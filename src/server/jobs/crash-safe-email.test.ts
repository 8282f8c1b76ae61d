import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/open-db.ts';
import { devMail, jobs as jobRows } from '#server/db/schema/index.ts';
import { smtpMailer, storedMailer, type Mailer } from '#server/integrations/email/mailer.ts';
import { startSmtpSink, subjectOf } from '#tests/support/smtp-sink.ts';
import { eventually, openTestDb } from '#tests/support/test-app.ts';
import { email, quietLog } from '#tests/support/test-mailer.ts';
import { startJobs } from './jobs.ts';

/**
 * An e-mail job that runs again after its worker died between sending and marking it done
 * (at-least-once delivery) sends nothing twice where the mailer can tell: its idempotency key,
 * given when it was queued, is stored once (stored mailer) or is its Message-ID (SMTP).
 */
let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database.drop());

/** `mailer`, whose first send of each subject goes through and then "dies" before the job is done. */
function dyingAfterSend(mailer: Mailer): Mailer {
  const died = new Set<string>();
  return {
    ...mailer,
    async send(message) {
      await mailer.send(message);
      if (died.has(message.subject)) return;
      died.add(message.subject);
      throw new Error('the worker died after sending');
    },
  };
}

const jobOf = async (subject: string) => {
  const [job] = await database.db
    .select()
    .from(jobRows)
    .where(sql`${jobRows.data}->>'subject' = ${subject}`);
  return job;
};

describe('an e-mail job run again after a crash', () => {
  it('is stored once by the stored mailer (deduplicated by its key)', async () => {
    const jobs = await startJobs({
      database,
      mailer: dyingAfterSend(storedMailer(database.db, 'Blush <hello@blush.test>')),
      log: quietLog(),
      retryBaseSeconds: 0.1,
    });
    try {
      const subjects = ['Twice run 1', 'Twice run 2', 'Twice run 3'];
      await jobs.sendEmail(subjects.map((subject) => email(subject)));
      for (const subject of subjects) {
        await eventually(async () => (await jobOf(subject))?.state === 'done');
        const job = (await jobOf(subject))!;
        expect(job.attempts).toBe(2); // it did run again
        const stored = await database.db.select().from(devMail).where(eq(devMail.subject, subject));
        expect(stored).toHaveLength(1);
        expect(stored[0]!.idempotencyKey).toBe(
          (job.data as { idempotencyKey: string }).idempotencyKey,
        );
        expect(stored[0]!.idempotencyKey).toMatch(/^job\.[0-9a-f-]{36}$/);
      }
    } finally {
      await jobs.stop();
    }
  });

  it('reaches the relay with the same Message-ID, at the sender’s domain', async () => {
    const sink = await startSmtpSink();
    const jobs = await startJobs({
      database,
      mailer: dyingAfterSend(smtpMailer(sink.url, 'Blush <hello@blush.example>')),
      log: quietLog(),
      retryBaseSeconds: 0.1,
    });
    try {
      await jobs.sendEmail(email('Relayed twice'));
      await eventually(async () => (await jobOf('Relayed twice'))?.state === 'done');
      const copies = sink.messages.filter((raw) => subjectOf(raw) === 'Relayed twice');
      expect(copies).toHaveLength(2);
      const ids = copies.map((raw) => /^Message-ID: *(.+?)\r?$/im.exec(raw)?.[1]);
      expect(ids[0]).toMatch(/^<job\.[0-9a-f-]{36}@blush\.example>$/);
      expect(ids[1]).toBe(ids[0]);
    } finally {
      await jobs.stop();
      await sink.close();
    }
  });
});
