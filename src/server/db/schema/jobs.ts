import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobStates = ['queued', 'active', 'done', 'failed'] as const;

/**
 * The job queue (src/server/jobs/): one row per piece of background work. Workers claim due
 * rows with `for update skip locked`, so several app instances share a queue; an 'active' row
 * whose lock has lapsed (its process died) is claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    /** Not before this instant: now when queued, later when waiting for a retry. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    lastError: text('last_error'),
    /** While active: the worker's lease, extended while it works; past it the job is claimable. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it became done or failed (the cleanup job sweeps old ones). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_queued_idx')
      .on(t.queue, t.runAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_active_idx')
      .on(t.queue, t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
  ],
);

/**
 * Cron schedules, one row per name (= its queue). Each tick is taken by advancing
 * `next_run_at` with a conditional update, so across instances it runs once.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  timezone: text('timezone').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
