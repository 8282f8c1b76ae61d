import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { batchWrites } from '../db/batch-writes.ts';
import type { Db } from '../db/open-db.ts';
import { Pump } from './pump.ts';
import {
  claimJobs,
  completeJobs,
  extendLeases,
  failJob,
  secondsUntilDue,
  type ClaimedJob,
} from './queue.ts';

export type JobsLog = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** When a job is due but another transaction holds it, look again this soon. */
const BUSY_RETRY_MS = 100;
/**
 * Claims that follow wake-ups are this far apart at least: jobs announced meanwhile wait as
 * long at most, and go in one claim. A claim that filled the batch is followed at once.
 */
export const CLAIM_GAP_MS = 20;

export interface WorkerOptions {
  db: Db;
  queue: string;
  handle: (data: unknown) => Promise<void>;
  /** Jobs run side by side at most (claimed together). */
  batchSize: number;
  lockSeconds: number;
  retryBaseSeconds: number;
  /** The backstop: the longest the worker sleeps without a wake-up. */
  pollMs: number;
  log: JobsLog;
}

/**
 * One queue's worker: keeps up to `batchSize` jobs running, claiming more as they finish while
 * work remains; then sleeps until the next retry or lapsed lease is due, a wake-up, or the poll.
 */
export class QueueWorker {
  readonly #options: WorkerOptions;
  readonly #pump: Pump;
  /** Records a finished job as done, in one statement with the others finishing with it. */
  readonly #complete: (job: ClaimedJob) => Promise<void>;
  #lastClaimAt = 0;

  constructor(options: WorkerOptions) {
    this.#options = options;
    this.#complete = batchWrites((done) => completeJobs(options.db, done));
    this.#pump = new Pump(
      () => this.#drain(),
      (error) => options.log.error({ err: error, queue: options.queue }, 'job worker error'),
    );
  }

  wake(): void {
    this.#pump.wake();
  }

  /** Takes no more jobs; resolves once the batch in hand is finished. */
  stop(): Promise<void> {
    return this.#pump.stop();
  }

  async #drain(): Promise<number> {
    const { db, queue, batchSize, lockSeconds, pollMs, log } = this.#options;
    const running = new Map<number, Promise<void>>();
    // Keep the leases while jobs run, so only a dead process's jobs are taken over.
    const heartbeat = setInterval(
      () => {
        extendLeases(db, [...running.keys()], lockSeconds).catch((error: unknown) =>
          log.warn({ err: error }, 'could not extend job leases'),
        );
      },
      (lockSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      // Up to batchSize jobs in flight; each that finishes makes room for the next at once.
      // A claim that found fewer than it asked for took everything due: the next looks again
      // only once more jobs are announced (a wake-up), and not before CLAIM_GAP_MS, so a
      // stream of jobs is claimed (and recorded done) several at a time.
      const refillAt = Math.max(1, Math.floor(batchSize / 4));
      let announced = true; // what started this pass: a wake-up or the poll
      let full = false;
      while (!this.#pump.stopped) {
        const room = batchSize - running.size;
        if (room >= refillAt && (full || announced || this.#pump.takeWake())) {
          const wait = this.#lastClaimAt + CLAIM_GAP_MS - Date.now();
          if (!full && wait > 0) {
            await sleep(wait);
            if (this.#pump.stopped) break;
          }
          announced = false;
          this.#lastClaimAt = Date.now();
          const claimed = await claimJobs(db, queue, room, lockSeconds);
          for (const job of claimed) {
            running.set(
              job.id,
              this.#runOne(job).finally(() => running.delete(job.id)),
            );
          }
          full = claimed.length === room;
          if (full) continue;
        }
        if (running.size === 0) break;
        await Promise.race(running.values());
      }
      await Promise.all(running.values());
    } finally {
      clearInterval(heartbeat);
    }
    const seconds = await secondsUntilDue(db, queue);
    if (seconds === null) return pollMs;
    // Due already yet not claimable: another transaction is claiming it this instant.
    if (seconds <= 0) return BUSY_RETRY_MS;
    return Math.min(pollMs, seconds * 1000 + 5);
  }

  async #runOne(job: ClaimedJob): Promise<void> {
    const { db, queue, handle, retryBaseSeconds, log } = this.#options;
    const context = { queue, jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    try {
      if (job.attempts > job.maxAttempts) {
        // Taken over after its worker died on the last attempt: nothing left to try.
        throw new Error('its worker stopped during the last attempt');
      }
      await handle(job.data);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      try {
        const outcome = await failJob(db, job, message.slice(0, 2000), retryBaseSeconds);
        if (outcome === 'failed') log.error({ ...context, err: error }, 'job failed for good');
        else log.warn({ ...context, err: error }, 'job failed; it will be retried');
      } catch (recordError) {
        // The lease lapses and the job is retried anyway.
        log.error({ ...context, err: recordError }, 'could not record a job failure');
      }
      return;
    }
    try {
      await this.#complete(job);
    } catch (error) {
      log.error({ ...context, err: error }, 'could not mark a job done');
    }
  }
}
