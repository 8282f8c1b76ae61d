/**
 * The e-mail drain bench: 1,000 messages queued through the job queue (jobs.sendEmail) and
 * sent by its worker over real SMTP (nodemailer, smtpMailer) to a local sink, on a fresh
 * PGlite database or, given a PostgreSQL URL, on a scratch database beside it (created and
 * dropped here; the user needs CREATEDB). The clock runs from the first message queued to the
 * last one received, so queuing is counted too. Budget: at least 50 messages a second.
 *
 * Run alone: `npx tsx scripts/bench-email.ts` (DATABASE_URL for PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDb } from '#server/db/open-db.ts';
import { smtpMailer } from '#server/integrations/email/mailer.ts';
import { startJobs } from '#server/jobs/jobs.ts';
import { startSmtpSink } from '#tests/support/smtp-sink.ts';

const MESSAGES = 1000;
/** Messages a second, at least. */
const BUDGET = 50;
/** Give up waiting after this long (20 messages a second). */
const TIMEOUT_MS = (MESSAGES / 20) * 1000;

async function onAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

export async function benchEmailDrain(
  databaseUrl?: string,
): Promise<{ perSecond: number; budget: number }> {
  let scratch: string | undefined;
  let url: string | undefined;
  if (databaseUrl) {
    scratch = `blush_bench_email_${randomBytes(4).toString('hex')}`;
    await onAdmin(databaseUrl, (admin) => admin.query(`create database ${scratch}`));
    const scratchUrl = new URL(databaseUrl);
    scratchUrl.pathname = `/${scratch}`;
    url = scratchUrl.href;
  }
  const sink = await startSmtpSink();
  const database = await openDb({ databaseUrl: url });
  const jobs = await startJobs({
    database,
    mailer: smtpMailer(sink.url, 'Blush <bench@blush.test>'),
    log: { error: (...args: unknown[]) => console.error(...args), warn: () => {}, info: () => {} },
  });
  try {
    const startedAt = performance.now();
    for (let i = 0; i < MESSAGES; i++) {
      await jobs.sendEmail({
        to: `reader${i}@example.com`,
        subject: `Bench message ${i}`,
        text: 'A message of about the size of a booking e-mail.\n'.repeat(20),
        html: `<p>${'A message of about the size of a booking e-mail.<br>'.repeat(20)}</p>`,
      });
    }
    const queuedMs = performance.now() - startedAt;
    while (sink.messages.length < MESSAGES) {
      if (performance.now() - startedAt > TIMEOUT_MS) {
        throw new Error(`E-mail drain: only ${sink.messages.length} of ${MESSAGES} arrived.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const seconds = (performance.now() - startedAt) / 1000;
    const perSecond = Math.round(MESSAGES / seconds);
    const kind = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
    const verdict = perSecond >= BUDGET ? 'ok' : 'UNDER BUDGET';
    console.log(
      `E-mail drain (${kind}): ${MESSAGES} messages queued in ${(queuedMs / 1000).toFixed(1)} s, ` +
        `all sent over SMTP in ${seconds.toFixed(1)} s = ${perSecond}/s; ` +
        `budget >= ${BUDGET}/s: ${verdict}`,
    );
    return { perSecond, budget: BUDGET };
  } finally {
    await jobs.stop();
    await database.close();
    await sink.close();
    if (databaseUrl && scratch) {
      const name = scratch;
      await onAdmin(databaseUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      ).catch(() => {});
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { perSecond, budget } = await benchEmailDrain(process.env.DATABASE_URL || undefined);
  process.exit(perSecond >= budget ? 0 : 1);
}
