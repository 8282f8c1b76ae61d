import { and, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { afterCommit } from '../db/after-commit.ts';
import type { Database, Db } from '../db/open-db.ts';
import {
  emailTokens,
  jobs,
  oauthStates,
  sessions,
  webauthnChallenges,
} from '../db/schema/index.ts';
import { deleteExpiredRateLimits } from '../http/rate-limit.ts';
import type { Mailer, OutgoingEmail } from '../integrations/email/mailer.ts';
import { listenForJobs } from './listen.ts';
import { Pump } from './pump.ts';
import { announceOnCommit, enqueue, insertJobs } from './queue.ts';
import { nextTick, queueDueTicks, saveSchedule, secondsUntilNextTick } from './schedules.ts';
import { QueueWorker, type JobsLog } from './worker.ts';

export const queues = {
  sendEmail: 'send-email',
  cleanup: 'cleanup',
  /** One per completed booking, 3 days on: the review reminder (features/reviews). */
  reviewReminder: 'review-reminder',
  /**
   * One per blocked or deleted account (features/people and features/accounts queue it in the
   * same transaction): its open requests and upcoming accepted bookings are called off
   * (features/bookings).
   */
  closeBookings: 'close-bookings',
  /** One per booking that fell through on the customer: alternatives found and e-mailed. */
  bookingFellThrough: 'booking-fell-through',
  /** One per artist and day whose time opened: the customers waiting for it are told. */
  waitlistOpened: 'waitlist-opened',
} as const;

/** What a `waitlist-opened` job carries: a Toronto day, or null for every day waited for. */
export interface WaitlistOpenedJob {
  artistId: string;
  day: string | null;
}

/** What a `close-bookings` job carries. */
export interface CloseBookingsJob {
  userId: string;
  why: 'blocked' | 'deleted';
}

/** Attempts of a job queued inside a transaction with `enqueueInTransaction`. */
export const TRANSACTIONAL_JOB_ATTEMPTS = 4;

/** Attempts at sending one e-mail: with a 5 s base, the last is about 10 minutes after the first. */
const EMAIL_ATTEMPTS = 8;

/**
 * `sendEmail` as a CTE of a bigger statement (one that may be prepared once): queues the
 * messages `emails` holds (a placeholder given them as a JSON array, or the messages) once per
 * row of the statement's CTE `forEachRowOf`, so only with what that wrote. Then call
 * `jobs.emailsQueued`.
 */
export const insertEmailJobs = (emails: Placeholder | OutgoingEmail[], forEachRowOf: string): SQL =>
  insertJobs(queues.sendEmail, emails, EMAIL_ATTEMPTS, { forEachRowOf, keyed: true });

/**
 * E-mails sent side by side, each over its own SMTP connection: relays often hold their
 * greeting back (smtp-server for 100 ms), so a burst drains in parallel.
 */
const EMAIL_BATCH = 20;
/** A scheduled run (or a job queued with `later`) and up to 3 retries. */
const SCHEDULED_ATTEMPTS = 4;
/** stop() waits this long for the jobs in hand. */
const STOP_TIMEOUT_MS = 5000;

/**
 * Background work in the `jobs` table of the same database as everything else
 * (docs/decisions/0011-own-job-queue.md).
 */
export interface Jobs {
  /**
   * Queues a message (or several, in one statement); a worker sends it, retrying with backoff
   * if the relay fails. Given a transaction, the message is queued in it: sent if it commits,
   * never if it rolls back.
   */
  sendEmail(email: OutgoingEmail | OutgoingEmail[], db?: Db): Promise<void>;
  /**
   * After a statement that queued e-mails itself (`insertEmailJobs`) ran on `db`: wakes the
   * workers once it is committed.
   */
  emailsQueued(db: Db): Promise<void>;
  /**
   * Runs `handler` on a cron schedule in Toronto time. One schedule row is kept across all
   * app instances, so each tick runs once; a failed run is retried (up to 3 times).
   */
  every(queue: string, cron: string, handler: () => Promise<void>): Promise<void>;
  /**
   * Runs `handler` for each job of `queue` (queued with `later`), retried like a scheduled run.
   * Register it once per queue at start-up.
   */
  work(queue: string, handler: (data: unknown) => Promise<void>): void;
  /** Queues one job of `queue` to run at `runAt` (not before), in whichever instance is up then. */
  later(queue: string, data: unknown, runAt: Date): Promise<void>;
  /** Waits (up to 5 s) for the jobs in hand, then closes the LISTEN connection and the mailer. */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  database: Database;
  mailer: Mailer;
  log: JobsLog;
  /**
   * Seconds between polls when nothing wakes a worker (default 5). Only a backstop: queuing
   * wakes this process's worker at once, and NOTIFY wakes the other instances'.
   */
  pollingIntervalSeconds?: number;
  /** Delay before the first retry of a failed job; each retry doubles it (default 5 s). */
  retryBaseSeconds?: number;
  /** A worker's lease on the jobs it holds, renewed while it runs them (default 60 s). */
  lockSeconds?: number;
  /** false: only queue work (no workers, schedules or LISTEN), for scripts and tests. */
  runWorkers?: boolean;
}

export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { database, mailer, log } = options;
  const { db } = database;
  const runWorkers = options.runWorkers ?? true;
  const pollMs = (options.pollingIntervalSeconds ?? 5) * 1000;
  const settings = {
    db,
    log,
    pollMs,
    lockSeconds: options.lockSeconds ?? 60,
    retryBaseSeconds: options.retryBaseSeconds ?? 5,
  };
  const workers = new Map<string, QueueWorker>();
  const scheduled: string[] = [];

  const addWorker = (
    queue: string,
    batchSize: number,
    handle: (data: unknown) => Promise<void>,
  ) => {
    if (workers.has(queue)) throw new Error(`The job queue "${queue}" already has a worker.`);
    const worker = new QueueWorker({ ...settings, queue, batchSize, handle });
    workers.set(queue, worker);
    worker.wake();
  };
  const wakeAll = () => {
    for (const worker of workers.values()) worker.wake();
    scheduler.wake();
  };

  // Takes due cron ticks (their jobs' NOTIFY then wakes the workers, here or elsewhere).
  const scheduler = new Pump(
    async () => {
      for (const queue of await queueDueTicks(db, scheduled, SCHEDULED_ATTEMPTS)) {
        workers.get(queue)?.wake();
      }
      const seconds = await secondsUntilNextTick(db, scheduled);
      return seconds === null ? pollMs : Math.min(pollMs, Math.max(0, seconds * 1000));
    },
    (error) => log.error({ err: error }, 'job scheduler error'),
  );

  const listener = runWorkers
    ? await listenForJobs(database, (queue) => workers.get(queue)?.wake(), wakeAll, log)
    : undefined;

  const wakeForEmails = (on: Db) => afterCommit(on, () => workers.get(queues.sendEmail)?.wake());
  const jobs: Jobs = {
    async sendEmail(email, inTransaction) {
      const emails = Array.isArray(email) ? email : [email];
      await enqueue(inTransaction ?? db, queues.sendEmail, emails, EMAIL_ATTEMPTS, undefined, true);
      await wakeForEmails(inTransaction ?? db);
    },
    async emailsQueued(on) {
      await announceOnCommit(on, queues.sendEmail);
      await wakeForEmails(on);
    },
    async every(queue, cron, handler) {
      nextTick(cron, new Date()); // a bad expression fails here, at start-up
      if (!runWorkers) return;
      addWorker(queue, 1, () => handler());
      await saveSchedule(db, queue, cron);
      scheduled.push(queue);
      scheduler.wake();
    },
    work(queue, handler) {
      if (runWorkers) addWorker(queue, 5, handler);
    },
    async later(queue, data, runAt) {
      await enqueue(db, queue, [data], SCHEDULED_ATTEMPTS, runAt);
      workers.get(queue)?.wake();
    },
    async stop() {
      const finished = Promise.allSettled([
        scheduler.stop(),
        ...[...workers.values()].map((worker) => worker.stop()),
      ]);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
      });
      if ((await Promise.race([finished, timeout])) === 'timeout') {
        // Their leases lapse and another instance (or the next start) runs them again.
        log.warn('jobs still running at stop; they will be retried');
      }
      clearTimeout(timer);
      await listener?.close();
      mailer.close();
    },
  };

  if (runWorkers) {
    addWorker(queues.sendEmail, EMAIL_BATCH, (data) => mailer.send(data as OutgoingEmail));
    await jobs.every(queues.cleanup, '17 * * * *', () => cleanUp(database));
  }
  return jobs;
}

/** Expired rows are refused anyway; sweeping them (and finished jobs) keeps the tables small. */
async function cleanUp({ db }: Database): Promise<void> {
  await deleteExpiredRateLimits(db);
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - interval '1 day'`)));
  // Failed jobs stay a while for a look (and a re-queue: state 'queued', attempts 0).
  await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, sql`now() - interval '14 days'`)));
}
