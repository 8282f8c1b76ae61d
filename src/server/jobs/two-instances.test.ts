import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#server/db/open-db.ts';
import { jobs as jobRows } from '#server/db/schema/index.ts';
import { eventually, openTestDb } from '#tests/support/test-app.ts';
import { email, quietLog, recordingMailer, sleep } from '#tests/support/test-mailer.ts';
import { startJobs, type Jobs, type StartJobsOptions } from './jobs.ts';
import { JOBS_CHANNEL } from './queue.ts';

/**
 * Two app instances (two startJobs) on one database, as several servers share one PostgreSQL.
 * On PostgreSQL each has its own pool and LISTEN connection, so a wake-up crosses the server
 * exactly as between processes. On PGlite (one connection) the same tests run in-process.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';

let database: Database & { drop(): Promise<void> };
const running: Jobs[] = [];

beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database.drop());
afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});

async function instance(options: Partial<StartJobsOptions> = {}) {
  const mailer = recordingMailer();
  const jobs = await startJobs({ database, mailer, log: quietLog(), ...options });
  running.push(jobs);
  return { jobs, mailer };
}

describe('two instances on one database', () => {
  it('a job queued by one instance wakes the other at once (NOTIFY), not at its next poll', async () => {
    const sender = await instance({ runWorkers: false });
    // Its poll is a minute away: only the notification can wake it in time.
    const worker = await instance({ pollingIntervalSeconds: 60 });
    await sleep(200);
    const queuedAt = Date.now();
    await sender.jobs.sendEmail(email('Across instances'));
    await eventually(() => Promise.resolve(worker.mailer.sent.length === 1), 3000);
    expect(Date.now() - queuedAt).toBeLessThan(1500);
  });

  it('jobs queued in a burst of transactions all reach the other instance', async () => {
    const sender = await instance({ runWorkers: false });
    const worker = await instance({ pollingIntervalSeconds: 60 });
    await sleep(200);
    // Twenty transactions at once, each queuing two messages and committing a moment later,
    // announced once committed; the worker's poll is too far away to find them.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await sender.jobs.sendEmail([email(`Burst ${i} a`), email(`Burst ${i} b`)], tx);
          await sleep(20 + (i % 5) * 10);
        }),
      ),
    );
    await eventually(() => Promise.resolve(worker.mailer.sent.length === 40), 3000);
  });

  it('a cron tick runs once however many instances keep the schedule', async () => {
    const runs: Array<'a' | 'b'> = [];
    const a = await instance({ pollingIntervalSeconds: 0.2 });
    const b = await instance({ pollingIntervalSeconds: 0.2 });
    // Every second (cron-parser's optional seconds field), for about 3 seconds.
    await a.jobs.every('test-second', '* * * * * *', () => Promise.resolve(void runs.push('a')));
    await b.jobs.every('test-second', '* * * * * *', () => Promise.resolve(void runs.push('b')));
    await sleep(3200);
    await Promise.all(running.splice(0).map((jobs) => jobs.stop()));

    const ticks = await database.db
      .select({ tick: sql<string>`${jobRows.data}->>'tick'`, state: jobRows.state })
      .from(jobRows)
      .where(eq(jobRows.queue, 'test-second'));
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(new Set(ticks.map((t) => t.tick)).size).toBe(ticks.length); // no tick queued twice
    // A tick queued just before the stop (or two, on a busy machine) waits for the next start.
    const done = ticks.filter((t) => t.state === 'done');
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(ticks.filter((t) => t.state !== 'done').every((t) => t.state === 'queued')).toBe(true);
    expect(runs).toHaveLength(done.length); // no job run twice
  });
});

describe.runIf(onPostgres)('PostgreSQL only: the LISTEN connection', () => {
  it('reconnects when the server drops it, and catches up on what it missed', async () => {
    const sender = await instance({ runWorkers: false });
    const worker = await instance({ pollingIntervalSeconds: 60 });
    const kill = () =>
      database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = ${`listen ${JOBS_CHANNEL}`}`);
    await kill();
    // Queued while no one listens: the reconnect's catch-up sends it.
    await sender.jobs.sendEmail(email('While disconnected'));
    await eventually(() => Promise.resolve(worker.mailer.sent.length === 1), 5000);
    // And notifications flow again on the new connection.
    await sleep(100);
    const queuedAt = Date.now();
    await sender.jobs.sendEmail(email('After reconnecting'));
    await eventually(() => Promise.resolve(worker.mailer.sent.length === 2), 3000);
    expect(Date.now() - queuedAt).toBeLessThan(1500);
  });
});
