import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

type Incr = { current: number; ttl: number };

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL, so every app instance
 * counts against the same limits. One upsert per limited request.
 */
export function databaseRateLimitStore(db: Db): NonNullable<RateLimitPluginOptions['store']> {
  class DatabaseStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: Incr) => void, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts on its own: the plugin passes the route as `routeInfo`. */
    child({ routeInfo }: { routeInfo: { method?: string | string[]; url?: string } }) {
      return new DatabaseStore(`${String(routeInfo.method)} ${routeInfo.url}|`);
    }
  }
  return DatabaseStore as unknown as NonNullable<RateLimitPluginOptions['store']>;
}

async function countHit(db: Db, key: string, windowMs: number): Promise<Incr> {
  const t = rateLimitHits;
  const rows = await db
    .insert(t)
    .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
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
    });
  const row = rows[0]!;
  return { current: row.hits, ttl: row.ttl };
}

export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.resetAt} < now()`);
}

/**
 * A limit on an account rather than a caller: `key` names it (e.g. "forgot|sam@example.com"),
 * so attempts from many addresses against one account add up. Same store, same message.
 */
export async function enforceLimit(
  db: Db,
  key: string,
  max: number,
  windowMinutes: number,
): Promise<void> {
  const { current, ttl } = await countHit(db, `account|${key}`, windowMinutes * 60_000);
  if (current > max) {
    const minutes = Math.max(1, Math.ceil(ttl / 60_000));
    throw new AppError(
      'rate_limited',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/** Per-route limit: `config: { rateLimit: limit(5, '1 hour') }`. */
export function limit(max: number, timeWindow: string, extra: RateLimitOptions = {}) {
  return { max, timeWindow, ...extra };
}

/** Key for limits on a form that names an account: the caller's address plus that e-mail. */
export function byIpAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 64) : '';
  return `${request.ip}|${email}`;
}

/** A limit per signed-in user (after the access check has found them), whatever their address. */
export function perUser(max: number, timeWindow: string) {
  return limit(max, timeWindow, {
    keyGenerator: (request) => `user:${request.actor?.id ?? request.ip}`,
    hook: 'preHandler',
  });
}
