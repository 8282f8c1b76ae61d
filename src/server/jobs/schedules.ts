import { CronExpressionParser } from 'cron-parser';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { TIME_ZONE } from '#shared/brand.ts';
import type { Db } from '../db/open-db.ts';
import { jobSchedules } from '../db/schema/index.ts';
import { JOBS_CHANNEL, rowsOf } from './queue.ts';

/** The first tick of `cron` (Toronto time) strictly after `after`. Throws on a bad expression. */
export function nextTick(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { tz: TIME_ZONE, currentDate: after }).next().toDate();
}

/**
 * Records a schedule. Another instance's row for the same cron is left as it is (its next tick
 * stands, even one missed while every instance was down: it runs once now); a changed cron
 * starts over from now.
 */
export async function saveSchedule(db: Db, name: string, cron: string): Promise<void> {
  const next = nextTick(cron, new Date()).toISOString();
  await db
    .insert(jobSchedules)
    .values({ name, cron, timezone: TIME_ZONE, nextRunAt: sql`${next}::timestamptz` })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        cron,
        timezone: TIME_ZONE,
        nextRunAt: sql`case when ${jobSchedules.cron} = ${cron} and ${jobSchedules.timezone} = ${TIME_ZONE}
          then ${jobSchedules.nextRunAt} else ${next}::timestamptz end`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Takes every due tick of the named schedules and queues one job for each. A tick is taken by
 * moving `next_run_at` on with a conditional update (where it still holds the value read), in
 * the same statement that queues the job: of several instances, one wins, and a tick is never
 * taken without its job. Returns the names whose job was queued.
 */
export async function queueDueTicks(
  db: Db,
  names: string[],
  maxAttempts: number,
): Promise<string[]> {
  if (names.length === 0) return [];
  const due = await db
    .select({
      name: jobSchedules.name,
      cron: jobSchedules.cron,
      /** As text: full precision, for the equality below. */
      at: sql<string>`${jobSchedules.nextRunAt}::text`,
      atMs: sql<number>`(extract(epoch from ${jobSchedules.nextRunAt}) * 1000)::float8`,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
    })
    .from(jobSchedules)
    .where(and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, sql`now()`)));
  const queued: string[] = [];
  for (const tick of due) {
    // Ticks missed while no instance ran are run once, not once each.
    const after = new Date(Math.max(Number(tick.atMs), Number(tick.nowMs)));
    const next = nextTick(tick.cron, after).toISOString();
    const result = await db.execute(sql`
      with tick as (
        update job_schedules set next_run_at = ${next}::timestamptz, updated_at = now()
        where name = ${tick.name} and next_run_at = ${tick.at}::timestamptz
        returning name
      ), job as (
        insert into jobs (queue, data, max_attempts)
        select tick.name, jsonb_build_object('tick', ${tick.at}::timestamptz), ${maxAttempts}::int
        from tick
        returning queue
      )
      select pg_notify(${JOBS_CHANNEL}, job.queue) from job`);
    if (rowsOf(result).length > 0) queued.push(tick.name);
  }
  return queued;
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
