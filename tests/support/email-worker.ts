/**
 * A worker process for the kill -9 test (src/server/jobs/kill-worker.test.ts): sends the queued
 * e-mails with the stored mailer on DATABASE_URL (or the embedded database in DATA_DIR), writes
 * "sent <subject>" once each is stored, and then hangs before the job is marked done, to be
 * killed there.
 */
import { openDb } from '#server/db/open-db.ts';
import { storedMailer } from '#server/integrations/email/mailer.ts';
import { startJobs } from '#server/jobs/jobs.ts';

const database = await openDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  migrate: false,
});
const stored = storedMailer(database.db, 'Blush <hello@blush.example>');
await startJobs({
  database,
  mailer: {
    ...stored,
    async send(message) {
      await stored.send(message);
      process.stdout.write(`sent ${message.subject}\n`);
      await new Promise(() => {}); // killed here, the job still active
    },
  },
  log: { error: (...args: unknown[]) => console.error(...args), warn: () => {}, info: () => {} },
  lockSeconds: 1,
  pollingIntervalSeconds: 0.2,
});
