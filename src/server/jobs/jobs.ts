import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { TIME_ZONE } from '#shared/brand.ts';
import type { Database } from '../db/open-db.ts';
import type { Mailer, OutgoingEmail } from '../integrations/email/mailer.ts';
import { lt, sql } from 'drizzle-orm';
import { emailTokens, oauthStates, sessions } from '../db/schema/index.ts';
import { deleteExpiredRateLimits } from '../http/rate-limit.ts';

export const queues = {
  sendEmail: 'send-email',
  cleanup: 'cleanup',
} as const;

/** Background work on pg-boss, in the same database as everything else. */
export interface Jobs {
  /** Queues a message; a worker sends it, retrying with backoff if the relay fails. */
  sendEmail(email: OutgoingEmail): Promise<void>;
  /**
   * Runs `handler` on a cron schedule in Toronto time. pg-boss keeps one schedule across all
   * app instances, so each tick runs once; a failed run is retried.
   */
  every(queue: string, cron: string, handler: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Seconds between polls when no notification arrives (tests use the minimum). */
  pollingIntervalSeconds?: number;
}

export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { database, mailer, log } = options;
  const boss = new PgBoss({
    ...database.jobsConnection,
    useListenNotify: true,
    superviseIntervalSeconds: 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job system error'));
  await boss.start();

  await boss.createQueue(queues.sendEmail, {
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    notify: true,
  });
  await boss.createQueue(queues.cleanup);

  const seconds = options.pollingIntervalSeconds ?? 2;
  // With LISTEN/NOTIFY on PostgreSQL, pg-boss polls only every 30 s as a backstop, and a NOTIFY
  // is only a latency hint: tests (short polls) would wait that long for a missed one.
  const polling = options.pollingIntervalSeconds
    ? { pollingIntervalSeconds: seconds, notifyPollingIntervalSeconds: seconds }
    : { pollingIntervalSeconds: seconds };
  await boss.work<OutgoingEmail>(queues.sendEmail, polling, async (jobs) => {
    for (const job of jobs) await mailer.send(job.data);
  });
  await boss.work(queues.cleanup, async () => {
    await deleteExpiredRateLimits(database.db);
    // Expired rows are refused anyway; sweeping them keeps the tables small.
    const { db } = database;
    await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    await db.delete(emailTokens).where(lt(emailTokens.expiresAt, sql`now() - interval '1 day'`));
    await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  });
  await boss.schedule(queues.cleanup, '17 * * * *');

  return {
    async sendEmail(email) {
      await boss.send(queues.sendEmail, email);
    },
    async every(queue, cron, handler) {
      await boss.createQueue(queue, { retryLimit: 3, retryDelay: 60, retryBackoff: true });
      await boss.work(queue, async () => {
        await handler();
      });
      await boss.schedule(queue, cron, null, { tz: TIME_ZONE });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
      mailer.close();
    },
  };
}
