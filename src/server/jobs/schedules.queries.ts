import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { rowsOf } from '../db/rows.ts';
import { jobSchedules } from '../db/schema/index.ts';

/** The SQL of recurring jobs (`job_schedules`); `schedules.ts` works out the ticks. */

/**
 * Records a schedule. Another instance's row for the same cron is left as it is (its next tick
 * stands); a changed cron (or time zone) starts over at `next`.
 */
export async function upsertSchedule(
  db: Db,
  name: string,
  cron: string,
  timezone: string,
  nextAt: Date,
): Promise<void> {
  const next = nextAt.toISOString();
  await db
    .insert(jobSchedules)
    .values({ name, cron, timezone, nextRunAt: sql`${next}::timestamptz` })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        cron,
        timezone,
        nextRunAt: sql`case when ${jobSchedules.cron} = ${cron} and ${jobSchedules.timezone} = ${timezone}
          then ${jobSchedules.nextRunAt} else ${next}::timestamptz end`,
        updatedAt: sql`now()`,
      },
    });
}

/** A schedule's due tick: `at` as text (full precision, for the conditional update). */
export interface DueTick {
  name: string;
  cron: string;
  at: string;
  atMs: number;
  nowMs: number;
}

/** The named schedules whose next tick has come (database time). */
export function findDueTicks(db: Db, names: string[]): Promise<DueTick[]> {
  return db
    .select({
      name: jobSchedules.name,
      cron: jobSchedules.cron,
      at: sql<string>`${jobSchedules.nextRunAt}::text`,
      atMs: sql<number>`(extract(epoch from ${jobSchedules.nextRunAt}) * 1000)::float8`,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
    })
    .from(jobSchedules)
    .where(and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, sql`now()`)));
}

/**
 * Takes the tick by moving `next_run_at` on to `next` where it still holds the value read, and
 * queues its job and announces it on `channel`, in one statement: of several instances one
 * wins, and a tick is never taken without its job. True when this call took it.
 */
export async function takeTick(
  db: Db,
  tick: DueTick,
  next: Date,
  maxAttempts: number,
  channel: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with tick as (
      update job_schedules set next_run_at = ${next.toISOString()}::timestamptz, updated_at = now()
      where name = ${tick.name} and next_run_at = ${tick.at}::timestamptz
      returning name
    ), job as (
      insert into jobs (queue, data, max_attempts)
      select tick.name, jsonb_build_object('tick', ${tick.at}::timestamptz), ${maxAttempts}::int
      from tick
      returning queue
    )
    select pg_notify(${channel}, job.queue) from job`);
  return rowsOf(result).length > 0;
}

/** Seconds until the next tick of the named schedules (database time); null if none. */
export async function secondsUntilNextTick(db: Db, names: string[]): Promise<number | null> {
  if (names.length === 0) return null;
  const [row] = await db
    .select({
      seconds: sql<
        number | null
      >`extract(epoch from min(${jobSchedules.nextRunAt}) - now())::float8`,
    })
    .from(jobSchedules)
    .where(inArray(jobSchedules.name, names));
  return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds);
}
