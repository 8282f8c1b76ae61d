import { and, eq, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { rowsOf } from '../db/rows.ts';
import { jobs } from '../db/schema/index.ts';
import type { OutgoingEmail } from '../integrations/email/mailer.ts';
import { EMAIL_ATTEMPTS, queues } from './queues.ts';

/** The SQL of the job queue (`jobs`); `queue.ts` decides when, `worker.ts` runs them. */

export interface ClaimedJob {
  id: number;
  queue: string;
  data: unknown;
  /** Including this one. */
  attempts: number;
  maxAttempts: number;
}

const lease = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * The statement that queues jobs of `queue`, one per item of `items` and in their order, to run
 * now or not before `runAt`. `items` may be a placeholder of a prepared statement (given the
 * items as a JSON array). With `forEachRowOf`, the name of an earlier CTE of the statement it
 * is part of, once per row of that CTE: none when it wrote nothing.
 */
export function insertJobs(
  queue: string,
  items: unknown[] | Placeholder,
  maxAttempts: number,
  options: { runAt?: Date | undefined; forEachRowOf?: string; keyed?: boolean } = {},
): SQL {
  const { runAt, forEachRowOf } = options;
  const due = runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`;
  const rows = forEachRowOf ? sql`${sql.identifier(forEachRowOf)}, ` : sql``;
  const data = Array.isArray(items) ? JSON.stringify(items) : items;
  // Keyed: each item keeps its idempotencyKey, or gets one of its own, fixed from now on.
  const item = options.keyed
    ? sql`items.data || jsonb_build_object('idempotencyKey',
        coalesce(items.data->>'idempotencyKey', 'job.' || gen_random_uuid()::text))`
    : sql`items.data`;
  return sql`insert into jobs (queue, data, max_attempts, run_at)
    select ${queue}, ${item}, ${maxAttempts}, ${due}
    from ${rows}jsonb_array_elements(${data}::jsonb) with ordinality as items(data, n)
    order by items.n`;
}

/** Runs a statement that `insertJobs` built. */
export async function runInsertJobs(db: Db, statement: SQL): Promise<void> {
  await db.execute(statement);
}

/** NOTIFY on `channel` with `payload`, outside any transaction of the caller's. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Takes up to `limit` due jobs of `queue`, oldest first, and as many again of its active jobs
 * whose lease lapsed (their worker died; rare). SKIP LOCKED lets instances claim side by side.
 * Each part reads its own partial index in order, so a long backlog costs no sort.
 */
export async function claimJobs(
  db: Db,
  queue: string,
  limit: number,
  lockSeconds: number,
): Promise<ClaimedJob[]> {
  const queued = db.$with('queued').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, queue), eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)))
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const lapsed = db.$with('lapsed').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.queue, queue), eq(jobs.state, 'active'), lte(jobs.lockedUntil, sql`now()`)),
      )
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const claimed = await db
    .with(queued, lapsed)
    .update(jobs)
    .set({ state: 'active', attempts: sql`${jobs.attempts} + 1`, lockedUntil: lease(lockSeconds) })
    // One list (not two ORed): the update then finds each row by its key.
    .where(sql`${jobs.id} in (select id from ${queued} union all select id from ${lapsed})`)
    .returning({
      id: jobs.id,
      queue: jobs.queue,
      data: jobs.data,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
  return claimed.sort((a, b) => a.id - b.id);
}

/** This claim still holds the job (no other worker took it over after a lapsed lease). */
const stillOurs = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.state, 'active'), eq(jobs.attempts, job.attempts));

/** Marks finished jobs done, in one statement (those another worker took over are left). */
export async function completeJobs(db: Db, done: ClaimedJob[]): Promise<void> {
  if (done.length === 0) return;
  await db
    .update(jobs)
    .set({ state: 'done', lockedUntil: null, finishedAt: sql`now()` })
    .where(or(...done.map(stillOurs)));
}

/** Queues the job again in `retryInSeconds`, or marks it failed (null), if the claim is still ours. */
export async function recordFailure(
  db: Db,
  job: ClaimedJob,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryInSeconds === null
        ? { state: 'failed', lastError: error, lockedUntil: null, finishedAt: sql`now()` }
        : { state: 'queued', lastError: error, lockedUntil: null, runAt: lease(retryInSeconds) },
    )
    .where(stillOurs(job));
}

/** Extends the lease of jobs still being worked on. */
export async function extendLeases(db: Db, ids: number[], lockSeconds: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ lockedUntil: lease(lockSeconds) })
    .where(and(inArray(jobs.id, ids), eq(jobs.state, 'active')));
}

/**
 * Seconds until something in `queue` may next be claimed (a retry coming due, a lease
 * lapsing); null when nothing waits. Database time, so app clocks do not matter.
 */
export async function secondsUntilDue(db: Db, queue: string): Promise<number | null> {
  const result = await db.execute(sql`
    select extract(epoch from least(
      (select min(run_at) from jobs where queue = ${queue} and state = 'queued'),
      (select min(locked_until) from jobs where queue = ${queue} and state = 'active')
    ) - now())::float8 as seconds`);
  const seconds = rowsOf<{ seconds: number | string | null }>(result)[0]?.seconds;
  return seconds === null || seconds === undefined ? null : Number(seconds);
}

/**
 * `sendEmail` as a CTE of a bigger statement (one that may be prepared once): queues the
 * messages `emails` holds (a placeholder given them as a JSON array, or the messages) once per
 * row of the statement's CTE `forEachRowOf`, so only with what that wrote. Then call
 * `jobs.emailsQueued`.
 */
export const insertEmailJobs = (emails: Placeholder | OutgoingEmail[], forEachRowOf: string): SQL =>
  insertJobs(queues.sendEmail, emails, EMAIL_ATTEMPTS, { forEachRowOf, keyed: true });
