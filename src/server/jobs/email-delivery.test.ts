import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/open-db.ts';
import { jobs as jobRows } from '#server/db/schema/index.ts';
import { smtpMailer } from '#server/integrations/email/mailer.ts';
import { freePort } from '#tests/support/free-port.ts';
import { startSmtpSink, subjectOf, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { eventually, openTestDb, testEnv } from '#tests/support/test-app.ts';
import { email, quietLog, sleep } from '#tests/support/test-mailer.ts';
import { startJobs } from './jobs.ts';

/** Over a real SMTP exchange: nodemailer (smtpMailer) to an in-process smtp-server. */
let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database.drop());

const emailJobs = () =>
  database.db.select().from(jobRows).where(eq(jobRows.queue, 'send-email')).orderBy(jobRows.id);

/** How many times each subject arrived. */
const tally = (sink: SmtpSink) => {
  const counts = new Map<string, number>();
  for (const raw of sink.messages) {
    const subject = subjectOf(raw) ?? '?';
    counts.set(subject, (counts.get(subject) ?? 0) + 1);
  }
  return counts;
};

describe('e-mail over SMTP', () => {
  it('keeps every message while the relay is down and delivers each once when it is back', async () => {
    const port = await freePort(); // nothing listens there yet: connections are refused
    const jobs = await startJobs({
      database,
      mailer: smtpMailer(`smtp://127.0.0.1:${port}`, 'Blush <hello@blush.test>'),
      log: quietLog(),
      retryBaseSeconds: 0.2,
    });
    let sink: SmtpSink | undefined;
    try {
      const subjects = Array.from({ length: 20 }, (_, i) => `Stalled ${i}`);
      for (const subject of subjects) await jobs.sendEmail(email(subject));
      // Each has failed twice and waits for its next attempt.
      await eventually(async () => {
        const rows = await emailJobs();
        return rows.length === 20 && rows.every((r) => r.attempts >= 2 && r.state === 'queued');
      });
      expect((await emailJobs())[0]?.lastError).toMatch(/ECONNREFUSED/);

      sink = await startSmtpSink(port);
      await eventually(() => Promise.resolve(sink!.messages.length >= 20));
      await eventually(async () => (await emailJobs()).every((r) => r.state === 'done'));
      await sleep(500); // nothing more arrives
      expect(sink.messages).toHaveLength(20);
      expect(tally(sink)).toEqual(new Map(subjects.map((s) => [s, 1])));
    } finally {
      await jobs.stop();
      await sink?.close();
    }
  });

  it('keeps every message through a 30 s relay outage at the production backoff', async () => {
    await database.db.delete(jobRows);
    const port = await freePort();
    const jobs = await startJobs({
      database,
      mailer: smtpMailer(`smtp://127.0.0.1:${port}`, 'Blush <hello@blush.test>'),
      log: quietLog(), // the default backoff: 5 s, 10 s, 20 s…
    });
    let sink: SmtpSink | undefined;
    try {
      const subjects = Array.from({ length: 10 }, (_, i) => `Outage ${i}`);
      for (const subject of subjects) await jobs.sendEmail(email(subject));
      await sleep(30_000);
      const waiting = await emailJobs();
      expect(waiting.every((r) => r.state === 'queued' && r.attempts >= 3)).toBe(true);
      expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED/);

      sink = await startSmtpSink(port);
      await eventually(async () => (await emailJobs()).every((r) => r.state === 'done'), 30_000);
      await sleep(500); // nothing more arrives
      expect(tally(sink)).toEqual(new Map(subjects.map((s) => [s, 1])));
    } finally {
      await jobs.stop();
      await sink?.close();
    }
  }, 90_000);

  it('sends messages queued together in a transaction only if the transaction commits', async () => {
    await database.db.delete(jobRows);
    const sink = await startSmtpSink();
    const jobs = await startJobs({
      database,
      mailer: smtpMailer(sink.url, 'Blush <hello@blush.test>'),
      log: quietLog(),
    });
    try {
      const undone = new Error('rolled back');
      await expect(
        database.db.transaction(async (tx) => {
          await jobs.sendEmail([email('Rolled back'), email('Rolled back too')], tx);
          throw undone;
        }),
      ).rejects.toBe(undone);
      await database.db.transaction((tx) =>
        jobs.sendEmail([email('Committed'), email('Committed too')], tx),
      );
      await eventually(() => Promise.resolve(sink.messages.length >= 2));
      await sleep(500); // nothing more arrives
      expect(tally(sink)).toEqual(
        new Map([
          ['Committed', 1],
          ['Committed too', 1],
        ]),
      );
      expect(await emailJobs()).toHaveLength(2);
    } finally {
      await jobs.stop();
      await sink.close();
    }
  });

  it('sends the confirmation e-mails of 30 registrations made at once within 10 s', async () => {
    const sink = await startSmtpSink();
    // The production poll (5 s): a burst must not depend on it.
    const app = await buildApp({
      env: testEnv({ SMTP_URL: sink.url, MAIL_FROM: 'Blush <hello@blush.test>' }),
      database,
    });
    try {
      const startedAt = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/user/send',
            remoteAddress: `10.9.0.${i + 1}`,
            payload: {
              firstName: 'Ana',
              lastName: 'Burst',
              email: `burst${i}@example.com`,
              password: 'rose-gold-7',
            },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
      await eventually(() => Promise.resolve(sink.messages.length >= 30), 10_000);
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      await sleep(300);
      expect(sink.messages).toHaveLength(30);
      const recipients = sink.messages.map((raw) => /^To: (.*)$/im.exec(raw)?.[1]?.trim());
      expect(new Set(recipients).size).toBe(30);
      expect(sink.messages.every((raw) => subjectOf(raw) === 'Confirm your Blush account')).toBe(
        true,
      );
    } finally {
      await app.close();
      await sink.close();
    }
  });
});
