import { CronExpressionParser } from 'cron-parser';
import { TIME_ZONE } from '#shared/brand.ts';
import type { Db } from '../db/open-db.ts';
import { JOBS_CHANNEL } from './queue.ts';
import { findDueTicks, takeTick, upsertSchedule } from './schedules.queries.ts';

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
  await upsertSchedule(db, name, cron, TIME_ZONE, nextTick(cron, new Date()));
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
  const due = await findDueTicks(db, names);
  const queued: string[] = [];
  for (const tick of due) {
    // Ticks missed while no instance ran are run once, not once each.
    const after = new Date(Math.max(Number(tick.atMs), Number(tick.nowMs)));
    const next = nextTick(tick.cron, after);
    if (await takeTick(db, tick, next, maxAttempts, JOBS_CHANNEL)) queued.push(tick.name);
  }
  return queued;
}

export { secondsUntilNextTick } from './schedules.queries.ts';
