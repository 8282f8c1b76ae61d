import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/open-db.ts';
import { jobs as jobRows } from '#server/db/schema/index.ts';
import { eventually, openTestDb } from '#tests/support/test-app.ts';
import { email, quietLog, recordingMailer, sleep } from '#tests/support/test-mailer.ts';
import { startJobs, type Jobs, type StartJobsOptions } from './jobs.ts';
import { announce, backoffSeconds, enqueue, hearInProcess, JOBS_CHANNEL } from './queue.ts';
import { CLAIM_GAP_MS } from './worker.ts';

let database: Database & { drop(): Promise<void> };
const running: Jobs[] = [];

beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database.drop());
afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  await database.db.delete(jobRows);
});

async function start(options: Partial<StartJobsOptions> & Pick<StartJobsOptions, 'mailer'>) {
  const jobs = await startJobs({ database, log: quietLog(), ...options });
  running.push(jobs);
  return jobs;
}

const emailJobs = () =>
  database.db.select().from(jobRows).where(eq(jobRows.queue, 'send-email')).orderBy(jobRows.id);

describe('the e-mail queue', () => {
  it('sends a queued message at once: no poll is waited for', async () => {
    const mailer = recordingMailer();
    // A poll this long would fail the test: only the in-process wake-up can be in time.
    const jobs = await start({ mailer, pollingIntervalSeconds: 60 });
    await sleep(100); // the worker has found nothing and gone to sleep
    const queuedAt = Date.now();
    await jobs.sendEmail(email('Right away'));
    await eventually(() => Promise.resolve(mailer.sent.length === 1), 2000);
    expect(Date.now() - queuedAt).toBeLessThan(1000);
    // The job is marked done just after the relay accepts the message.
    await eventually(async () => (await emailJobs())[0]?.state === 'done');
    expect(await emailJobs()).toMatchObject([{ state: 'done', attempts: 1, maxAttempts: 8 }]);
  });

  it('drains a backlog claim after claim, without pausing between them', async () => {
    const queueOnly = await start({ mailer: recordingMailer(), runWorkers: false });
    for (let i = 0; i < 75; i++) await queueOnly.sendEmail(email(`Backlog ${i}`));
    expect(await emailJobs()).toHaveLength(75);

    const mailer = recordingMailer();
    const startedAt = Date.now();
    await start({ mailer, pollingIntervalSeconds: 60 });
    await eventually(() => Promise.resolve(mailer.sent.length === 75), 5000);
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(new Set(mailer.sent.map((m) => m.subject)).size).toBe(75);
    await eventually(async () => (await emailJobs()).every((job) => job.state === 'done'));
    // Recorded as done a batch at a time, not one statement (and commit) per message: the
    // jobs of one statement share its now().
    const statements = new Set((await emailJobs()).map((job) => job.finishedAt?.getTime()));
    expect(statements.size).toBeLessThanOrEqual(75 / 4);
  });

  it('claims a stream of messages several at a time, not one claim and one record each', async () => {
    const mailer = recordingMailer();
    const jobs = await start({ mailer, pollingIntervalSeconds: 60 });
    const startedAt = Date.now();
    for (let i = 0; i < 40; i++) {
      await jobs.sendEmail(email(`Stream ${i}`)); // each wakes the worker
      await sleep(5); // time enough for it to send the last one
    }
    await eventually(async () => (await emailJobs()).every((job) => job.state === 'done'), 5000);
    const took = Date.now() - startedAt;
    expect(mailer.sent).toHaveLength(40);
    // Jobs recorded done by one statement share its now(); one claim's jobs finish together.
    // Claims are CLAIM_GAP_MS apart at least: one claim a send would be 40.
    const statements = new Set((await emailJobs()).map((job) => job.finishedAt?.getTime()));
    expect(statements.size).toBeLessThanOrEqual(Math.floor(took / CLAIM_GAP_MS) + 2);
  });

  it('retries a failing send with exponential backoff, then marks it failed after 8 attempts', async () => {
    const attempts: number[] = [];
    const mailer = recordingMailer(() => {
      attempts.push(Date.now());
      return Promise.reject(new Error('421 relay unavailable'));
    });
    const jobs = await start({ mailer, retryBaseSeconds: 0.04, pollingIntervalSeconds: 60 });
    await jobs.sendEmail(email('Doomed'));
    const [job] = await eventually(async () => {
      const rows = await emailJobs();
      return rows[0]?.state === 'failed' ? rows : null;
    }, 20_000);
    expect(job).toMatchObject({
      attempts: 8,
      lastError: '421 relay unavailable',
      lockedUntil: null,
    });
    expect(attempts).toHaveLength(8);
    // Each wait at least doubles the base: 40, 80, 160… ms (the timer, not a poll, wakes it).
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffSeconds(i + 1, 0.04) * 900));
    expect(backoffSeconds(1, 5)).toBe(5);
    expect(backoffSeconds(8, 5)).toBe(640);
  });

  it('takes over a job whose worker died once its lease lapses', async () => {
    // As a crashed process leaves it: active, its lease run out.
    await database.db.insert(jobRows).values({
      queue: 'send-email',
      data: email('Orphan'),
      state: 'active',
      attempts: 1,
      maxAttempts: 8,
      lockedUntil: sql`now() - interval '1 second'`,
    });
    const mailer = recordingMailer();
    await start({ mailer, pollingIntervalSeconds: 60 });
    await eventually(() => Promise.resolve(mailer.sent.length === 1), 3000);
    expect(mailer.sent[0]?.subject).toBe('Orphan');
    await eventually(async () => (await emailJobs())[0]?.state === 'done');
    expect(await emailJobs()).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it('keeps renewing the lease of a slow job, so no other worker runs it too', async () => {
    const sends: string[] = [];
    const slow = (name: string) =>
      recordingMailer(async () => {
        sends.push(name);
        await sleep(1200);
      });
    const options = { lockSeconds: 0.3, pollingIntervalSeconds: 0.1 };
    const first = await start({ mailer: slow('first'), ...options });
    await start({ mailer: slow('second'), ...options });
    await first.sendEmail(email('Slow'));
    await eventually(async () => (await emailJobs())[0]?.state === 'done', 5000);
    expect(sends).toHaveLength(1);
    expect(await emailJobs()).toMatchObject([{ state: 'done', attempts: 1 }]);
  });

  it('stops gracefully: finishes the job in hand, takes no more, then closes the mailer', async () => {
    const events: string[] = [];
    const mailer = recordingMailer(async (message) => {
      events.push(`start ${message.subject}`);
      await sleep(400);
      events.push(`end ${message.subject}`);
    });
    const jobs = await startJobs({ database, log: quietLog(), mailer, pollingIntervalSeconds: 60 });
    await jobs.sendEmail(email('In hand'));
    await eventually(() => Promise.resolve(events.length > 0));
    await jobs.stop();
    events.push('stopped');
    expect(events).toEqual(['start In hand', 'end In hand', 'stopped']);
    expect(mailer.closed).toBe(true);
    expect(await emailJobs()).toMatchObject([{ state: 'done' }]);

    // Queued after the stop: it waits in the table for a worker.
    const queueOnly = await start({ mailer: recordingMailer(), runWorkers: false });
    await queueOnly.sendEmail(email('Later'));
    await sleep(300);
    expect(mailer.sent.map((m) => m.subject)).toEqual(['In hand']);
  });
});

describe('announcing jobs', () => {
  it('sends one NOTIFY at a time, and one more for jobs committed while it was on its way', async () => {
    let calls = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    // The real database, each statement held back a little, as a busy server would.
    const slow = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return async (query: Parameters<typeof target.execute>[0]) => {
          calls++;
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          await sleep(50);
          try {
            return await target.execute(query);
          } finally {
            inFlight--;
          }
        };
      },
    });
    announce(slow, 'test-announce');
    announce(slow, 'test-announce'); // committed while the first is on its way
    announce(slow, 'test-announce'); // and another: both are covered by the one after it
    await eventually(() => Promise.resolve(calls === 2 && inFlight === 0), 2000);
    await sleep(150);
    expect(calls).toBe(2);
    expect(mostInFlight).toBe(1);

    announce(slow, 'test-announce'); // later, on its own: announced again
    await eventually(() => Promise.resolve(calls === 3 && inFlight === 0), 2000);

    // Heard in process, the same database is announced to without a statement.
    const heard: string[] = [];
    const stopHearing = hearInProcess(slow, (queue) => heard.push(queue));
    announce(slow, 'test-announce');
    stopHearing();
    expect(heard).toEqual(['test-announce']);
    await sleep(100);
    expect(calls).toBe(3);
    announce(slow, 'test-announce'); // no longer heard in process: a NOTIFY again
    await eventually(() => Promise.resolve(calls === 4 && inFlight === 0), 2000);
  });

  it('wakes the worker of a queued job at once: by NOTIFY on a server, in process on PGlite', async () => {
    const notified: string[] = [];
    const unlisten = await database.pglite?.listen(JOBS_CHANNEL, (queue) => notified.push(queue));
    const handled: unknown[] = [];
    const jobs = await start({ mailer: recordingMailer(), pollingIntervalSeconds: 60 });
    jobs.work('test-wake', (data) => Promise.resolve(void handled.push(data)));
    await sleep(100); // the worker has found nothing and gone to sleep until its poll
    await database.db.transaction((tx) => enqueue(tx, 'test-wake', [{ n: 1 }], 1));
    await eventually(() => Promise.resolve(handled.length === 1), 2000);
    expect(handled).toEqual([{ n: 1 }]);
    // PGlite runs in this process only: its worker was called, no NOTIFY went through it.
    expect(notified).toEqual([]);
    await unlisten?.();
  });
});
