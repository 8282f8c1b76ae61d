import { afterCommit } from '../db/after-commit.ts';
import type { Db } from '../db/open-db.ts';
import {
  insertJobs,
  notify,
  recordFailure,
  runInsertJobs,
  type ClaimedJob,
} from './queue.queries.ts';

export {
  claimJobs,
  completeJobs,
  extendLeases,
  insertJobs,
  secondsUntilDue,
  type ClaimedJob,
} from './queue.queries.ts';
export { rowsOf } from '../db/rows.ts';

/** The NOTIFY channel a new job is announced on; the payload is its queue's name. */
export const JOBS_CHANNEL = 'blush_jobs';

/** The longest wait between two attempts, however many came before. */
const MAX_BACKOFF_SECONDS = 60 * 60;

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
  await runInsertJobs(db, insertJobs(queue, items, maxAttempts, { runAt, keyed }));
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
      await notify(db, JOBS_CHANNEL, queue).catch(() => {});
    } while (sending.get(queue) === 'again');
    sending.delete(queue);
  };
  void send();
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
  await recordFailure(db, job, error, final ? null : delay);
  return final ? 'failed' : 'retry';
}
