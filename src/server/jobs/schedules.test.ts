import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE } from '#shared/brand.ts';
import type { Database } from '#server/db/open-db.ts';
import { jobSchedules, jobs as jobRows } from '#server/db/schema/index.ts';
import { eventually, openTestDb } from '#tests/support/test-app.ts';
import { quietLog, recordingMailer, sleep } from '#tests/support/test-mailer.ts';
import { startJobs, type Jobs } from './jobs.ts';
import { nextTick } from './schedules.ts';

let database: Database & { drop(): Promise<void> };
let jobs: Jobs | undefined;

beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database.drop());
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
});

const start = async () =>
  (jobs = await startJobs({
    database,
    mailer: recordingMailer(),
    log: quietLog(),
    pollingIntervalSeconds: 0.2,
    retryBaseSeconds: 0.05,
  }));

/** Makes the schedule's next tick due now, as if its time had come. */
const makeDue = (name: string, ago = "interval '1 second'") =>
  database.db
    .update(jobSchedules)
    .set({ nextRunAt: sql`now() - ${sql.raw(ago)}` })
    .where(eq(jobSchedules.name, name));

const scheduleRow = async (name: string) =>
  (await database.db.select().from(jobSchedules).where(eq(jobSchedules.name, name)))[0];
const jobsOf = (queue: string) =>
  database.db.select().from(jobRows).where(eq(jobRows.queue, queue)).orderBy(jobRows.id);

describe('cron in Toronto time', () => {
  it('reads a cron expression in Toronto time, standard and daylight', () => {
    // Monday 06:00 in Toronto: 11:00 UTC in winter (EST), 10:00 UTC in summer (EDT).
    expect(nextTick('0 6 * * 1', new Date('2026-01-05T10:00:00Z')).toISOString()).toBe(
      '2026-01-05T11:00:00.000Z',
    );
    expect(nextTick('0 6 * * 1', new Date('2026-07-06T12:00:00Z')).toISOString()).toBe(
      '2026-07-13T10:00:00.000Z',
    );
    expect(() => nextTick('every tuesday', new Date())).toThrow();
  });

  it('records one schedule per name, with its next tick and time zone', async () => {
    const runner = await start();
    const before = new Date();
    await runner.every('test-monday', '0 6 * * 1', () => Promise.resolve());
    const row = await scheduleRow('test-monday');
    expect(row).toMatchObject({ cron: '0 6 * * 1', timezone: TIME_ZONE });
    expect(row!.nextRunAt.toISOString()).toBe(nextTick('0 6 * * 1', before).toISOString());
    await expect(runner.every('test-monday', '0 6 * * 1', () => Promise.resolve())).rejects.toThrow(
      /already/,
    );
  });
});

describe('ticks', () => {
  it('runs a due tick once and moves the schedule to its next tick', async () => {
    const runner = await start();
    let runs = 0;
    await runner.every('test-new-year', '0 0 1 1 *', () => Promise.resolve(void runs++));
    await makeDue('test-new-year');
    await eventually(() => Promise.resolve(runs === 1), 3000);
    await sleep(600); // several polls: it does not run again
    expect(runs).toBe(1);
    const row = await scheduleRow('test-new-year');
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    // Midnight on New Year's Day in Toronto is 05:00 UTC.
    expect(row!.nextRunAt.toISOString()).toMatch(/-01-01T05:00:00\.000Z$/);
    expect(await jobsOf('test-new-year')).toMatchObject([{ state: 'done', attempts: 1 }]);
  });

  it('runs ticks missed while no instance was up once, not once each', async () => {
    const runner = await start();
    let runs = 0;
    // Hourly, so that no new tick falls due while the test runs (a minutely one could).
    await runner.every('test-hourly', '0 * * * *', () => Promise.resolve(void runs++));
    await makeDue('test-hourly', "interval '3 hours'");
    await eventually(() => Promise.resolve(runs >= 1), 10_000);
    await sleep(600);
    expect(runs).toBe(1);
    const next = (await scheduleRow('test-hourly'))!.nextRunAt.getTime();
    expect(next - Date.now()).toBeLessThanOrEqual(3_600_000);
  });

  it('retries a failed run up to 3 times', async () => {
    const runner = await start();
    let flaky = 0;
    let broken = 0;
    await runner.every('test-flaky', '0 0 1 1 *', () => {
      flaky++;
      return flaky < 3 ? Promise.reject(new Error(`failure ${flaky}`)) : Promise.resolve();
    });
    await runner.every('test-broken', '0 0 1 1 *', () => {
      broken++;
      return Promise.reject(new Error('always'));
    });
    await makeDue('test-flaky');
    await makeDue('test-broken');
    await eventually(async () => (await jobsOf('test-broken'))[0]?.state === 'failed', 5000);
    await eventually(async () => (await jobsOf('test-flaky'))[0]?.state === 'done', 5000);
    await sleep(400);
    expect(flaky).toBe(3);
    expect(broken).toBe(4);
    expect(await jobsOf('test-broken')).toMatchObject([
      { state: 'failed', attempts: 4, maxAttempts: 4, lastError: 'always' },
    ]);
  });

  it('sweeps finished jobs in the hourly cleanup: done after a day, failed after 14', async () => {
    const finished = (state: 'done' | 'failed', ago: string) => ({
      queue: 'test-old',
      data: { ago },
      state,
      finishedAt: sql`now() - ${sql.raw(`interval '${ago}'`)}`,
    });
    await database.db
      .insert(jobRows)
      .values([
        finished('done', '2 days'),
        finished('done', '1 hour'),
        finished('failed', '20 days'),
        finished('failed', '2 days'),
      ]);
    await start();
    expect(await scheduleRow('cleanup')).toMatchObject({ cron: '17 * * * *' });
    await makeDue('cleanup');
    await eventually(async () => (await jobsOf('test-old')).length === 2, 3000);
    expect((await jobsOf('test-old')).map((j) => [j.state, j.data])).toEqual([
      ['done', { ago: '1 hour' }],
      ['failed', { ago: '2 days' }],
    ]);
  });
});

describe('jobs queued for later', () => {
  it('runs a job no earlier than its time, once, with its data', async () => {
    const runner = await start();
    const seen: Array<{ data: unknown; at: number }> = [];
    runner.work('test-later', (data) => {
      seen.push({ data, at: Date.now() });
      return Promise.resolve();
    });
    const runAt = new Date(Date.now() + 1200);
    await runner.later('test-later', { bookingId: 'b1' }, runAt);
    await sleep(600);
    expect(seen).toEqual([]);
    await eventually(() => Promise.resolve(seen[0]));
    expect(seen).toEqual([{ data: { bookingId: 'b1' }, at: expect.any(Number) as number }]);
    expect(seen[0]!.at).toBeGreaterThanOrEqual(runAt.getTime() - 50);
    // The row is marked done just after the handler returns.
    const row = await eventually(async () => {
      const [found] = await jobsOf('test-later');
      return found?.state === 'done' ? found : null;
    });
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
    expect(row.runAt.getTime()).toBe(runAt.getTime());
    expect(seen).toHaveLength(1);
  });
});
