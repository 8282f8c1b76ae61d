import { spawn } from 'node:child_process';
import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { devMail, jobs as jobRows } from '#server/db/schema/index.ts';
import { storedMailer } from '#server/integrations/email/mailer.ts';
import { sharedDatabase } from '#tests/support/shared-database.ts';
import { eventually } from '#tests/support/test-app.ts';
import { email, quietLog } from '#tests/support/test-mailer.ts';
import { startJobs } from './jobs.ts';

/**
 * kill -9 of a worker process between sending e-mails and marking their jobs done, then a
 * restart: every e-mail is delivered once (the stored mailer keeps each key once), within the
 * lease of the dead worker. On PostgreSQL the worker shares the test's database; on the
 * embedded one, a data directory the worker opens and, once it is dead, the restart.
 */

/** Starts the worker process; resolves once it has sent `count` e-mails, with its exit. */
function workerSending(env: Record<string, string>, count: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/email-worker.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const sent = new Promise<void>((resolve, reject) => {
    let seen = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      seen += (chunk.toString().match(/^sent /gm) ?? []).length;
      if (seen >= count) resolve();
    });
    void exited.then(() => reject(new Error(`the worker exited: ${output}`)));
  });
  return { child, sent, exited };
}

it('sends each e-mail once after a worker is killed between sending and marking it done', async () => {
  const shared = await sharedDatabase();
  const subjects = ['Killed 1', 'Killed 2', 'Killed 3'];
  try {
    let database = await shared.open();
    const queuer = await startJobs({
      database,
      mailer: storedMailer(database.db, 'x@y.z'),
      log: quietLog(),
      runWorkers: false,
    });
    await queuer.sendEmail(subjects.map((subject) => email(subject)));
    await database.close(); // the embedded database is the worker's now

    const worker = workerSending(shared.env, subjects.length);
    await worker.sent;
    worker.child.kill('SIGKILL');
    expect(await worker.exited).toBe('SIGKILL');

    // The restart: its jobs were left active; their lease lapses and they run again.
    database = await shared.open();
    const { db } = database;
    const jobs = await startJobs({
      database,
      mailer: storedMailer(db, 'Blush <hello@blush.example>'),
      log: quietLog(),
      pollingIntervalSeconds: 0.2,
    });
    try {
      const ofSubjects = sql`${jobRows.data}->>'subject' in ${subjects}`;
      const left = await db.select().from(jobRows).where(ofSubjects);
      expect(left.map((j) => j.state)).toEqual(['active', 'active', 'active']);
      await eventually(async () => {
        const rows = await db.select().from(jobRows).where(ofSubjects);
        return rows.every((job) => job.state === 'done' && job.attempts === 2);
      }, 15_000);
      const stored = await db.select().from(devMail).where(inArray(devMail.subject, subjects));
      expect(stored.map((m) => m.subject).sort()).toEqual(subjects);
    } finally {
      await jobs.stop();
      await database.close();
    }
  } finally {
    await shared.done();
  }
}, 60_000);
