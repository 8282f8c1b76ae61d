import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import {
  emailTokens,
  jobs,
  oauthStates,
  sessions,
  webauthnChallenges,
} from '../db/schema/index.ts';

/** Deletes expired sign-in rows and old finished jobs (the hourly clean-up). */
export async function deleteExpiredRows(db: Db): Promise<void> {
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
