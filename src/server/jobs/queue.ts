import { and, eq, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { afterCommit } from '../db/after-commit.ts';
import type { Db } from '../db/open-db.ts';
import { jobs } from '../db/schema/index.ts';

/** The NOTIFY channel a new job is announced on; the payload is its queue's name. */
export const JOBS_CHANNEL = 'blush_jobs';

/** The longest wait between two attempts, however many came before. */
const MAX_BACKOFF_SECONDS = 60 * 60;

export interface ClaimedJob {
  id: number;
  queue: string;
  data: unknown;
  /** Including this one. */
  attempts: number;
  maxAttempts: number;
}

/** `rows` of a raw statement (both drivers answer `execute` with `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
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

/**
 * Queues jobs of `queue` (one per item of `items`), in one statement, to run now or not before
 * `runAt`, and announces them once committed (a worker woken early sleeps until they are due).
 */
export async function enqueue(
  db: Db,
  queue: string,
  items: unknown[],
  maxAttempts: number,
  runAt?: Date,
  keyed = false,
): Promise<void> {
  if (items.length === 0) return;
  await db.execute(insertJobs(queue, items, maxAttempts, { runAt, keyed }));
  await announceOnCommit(db, queue);
}

/**
 * Announces `queue` once what `db` wrote is committed. Not NOTIFY in the transaction:
 * PostgreSQL holds one lock for all notifying transactions through their commit, so bookings
 * would commit one at a time.
 */
export function announceOnCommit(db: Db, queue: string): Promise<void> {
  return afterCommit(db, (committed) => announce(committed, queue));
}

/** Per database, the queues being announced: `again` when more jobs committed meanwhile. */
const announcing = new WeakMap<Db, Map<string, 'sending' | 'again'>>();

/** Per database that no other process opens (PGlite), this process's listeners for jobs. */
const listenersInProcess = new WeakMap<Db, Set<(queue: string) => void>>();

/**
 * Has `announce` on `db` call `onJob` directly rather than NOTIFY, for a database no other
 * process opens (PGlite, where a NOTIFY is a statement in the server's one thread). Returns
 * how to stop.
 */
export function hearInProcess(db: Db, onJob: (queue: string) => void): () => void {
  const listeners = listenersInProcess.get(db) ?? new Set();
  listenersInProcess.set(db, listeners.add(onJob));
  return () => listeners.delete(onJob);
}

/**
 * Wakes the workers of `queue` in every process (NOTIFY), without waiting. One NOTIFY at a time
 * per queue: what commits while one is on its way gets one more after it, so a burst of jobs
 * costs a few. A NOTIFY lost only leaves the jobs to the workers' poll. On a database heard in
 * process, its listeners are called instead.
 */
export function announce(db: Db, queue: string): void {
  const inProcess = listenersInProcess.get(db);
  if (inProcess?.size) {
    for (const onJob of inProcess) onJob(queue);
    return;
  }
  let queues = announcing.get(db);
  if (!queues) announcing.set(db, (queues = new Map<string, 'sending' | 'again'>()));
  if (queues.has(queue)) {
    queues.set(queue, 'again');
    return;
  }
  const sending = queues;
  const send = async () => {
    do {
      sending.set(queue, 'sending');
      await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`).catch(() => {});
    } while (sending.get(queue) === 'again');
    sending.delete(queue);
  };
  void send();
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

/** Seconds before attempt n + 1: base, 2 × base, 4 × base… */
export function backoffSeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);
}

/** Queues the job again after a backoff, or marks it failed once its attempts are spent. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  retryBaseSeconds: number,
): Promise<'retry' | 'failed'> {
  const final = job.attempts >= job.maxAttempts;
  const delay = backoffSeconds(job.attempts, retryBaseSeconds);
  await db
    .update(jobs)
    .set(
      final
        ? { state: 'failed', lastError: error, lockedUntil: null, finishedAt: sql`now()` }
        : { state: 'queued', lastError: error, lockedUntil: null, runAt: lease(delay) },
    )
    .where(stillOurs(job));
  return final ? 'failed' : 'retry';
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
