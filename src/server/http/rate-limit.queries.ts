import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { preparedOnce } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** Counts one hit on `key`: a new window of `windowMs` when the last one is over. */
const countHitQuery = preparedOnce((db) => {
  const t = rateLimitHits;
  return db
    .insert(t)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetAt: sql`now() + ${sql.placeholder('windowMs')}::float8 * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${t.resetAt} <= now() then 1 else ${t.hits} + 1 end`,
        resetAt: sql`case when ${t.resetAt} <= now() then excluded.reset_at else ${t.resetAt} end`,
      },
    })
    .returning({
      hits: t.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.resetAt} - now()) * 1000))::int`,
    })
    .prepare('count_hit');
});

/** The counter of `key` after one more hit, and the milliseconds until its window ends. */
export async function countHitRow(db: Db, key: string, windowMs: number) {
  const [row] = await countHitQuery(db).execute({ key, windowMs });
  return row!;
}

export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.resetAt} < now()`);
}

const t = rateLimitHits;
const windowOf = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

/** A failure counter: its failures, seconds since the last one and until its window ends. */
export async function readFailureCounter(db: Db, key: string) {
  const [row] = await db
    .select({
      hits: t.hits,
      sinceLast: sql<number>`extract(epoch from now() - ${t.lastHitAt})::float8`,
      untilReset: sql<number>`extract(epoch from ${t.resetAt} - now())::float8`,
    })
    .from(t)
    .where(eq(t.key, key));
  return row;
}

/**
 * Starts a new window of `seconds` with one failure: over the ended window of an existing
 * counter, or as a new counter. Empty when another attempt did it first.
 */
export function startFailureWindow(db: Db, key: string, seconds: number, exists: boolean) {
  return exists
    ? db
        .update(t)
        .set({ hits: 1, resetAt: windowOf(seconds), lastHitAt: sql`now()` })
        .where(and(eq(t.key, key), sql`${t.resetAt} <= now()`))
        .returning({ key: t.key })
    : db
        .insert(t)
        .values({ key, hits: 1, resetAt: windowOf(seconds) })
        .onConflictDoNothing()
        .returning({ key: t.key });
}

/** One more failure, if the count is still `hits` (compare-and-set). Empty when it was not. */
export function countFailure(db: Db, key: string, hits: number) {
  return db
    .update(t)
    .set({ hits: sql`${t.hits} + 1`, lastHitAt: sql`now()` })
    .where(and(eq(t.key, key), eq(t.hits, hits), sql`${t.resetAt} > now()`))
    .returning({ key: t.key });
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Takes one hit back from a counter. */
export async function giveBackHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(0, ${rateLimitHits.hits} - 1)` })
    .where(eq(rateLimitHits.key, key));
}
