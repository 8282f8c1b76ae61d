import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { RateLimitedError } from '../app-error.ts';
import {
  accountLimits,
  failureWaitSeconds,
  formatWait,
  requestLimits,
  signInFailureLimits,
  type AccountLimitName,
  type FailureLimit,
  type RequestLimit,
  type RequestLimitName,
} from './rate-limit-policy.ts';
import {
  countFailure,
  countHitRow,
  deleteCounter,
  giveBackHit,
  readFailureCounter,
  startFailureWindow,
} from './rate-limit.queries.ts';

export { deleteExpiredRateLimits } from './rate-limit.queries.ts';

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
  const row = await countHitRow(db, key, windowMs);
  return { current: row.hits, ttl: row.ttl };
}

/** The 429 of every limit: when to try again, in words and in `Retry-After`. */
export function tooManyAttempts(waitSeconds: number): RateLimitedError {
  return new RateLimitedError(
    `Too many attempts. Please try again in ${formatWait(waitSeconds)}.`,
    waitSeconds,
  );
}

/**
 * A limit on an account rather than a caller (`accountLimits`): `subject` names the account
 * (an e-mail or a user id), so attempts from many addresses against one account add up.
 */
export async function enforceAccountLimit(
  db: Db,
  name: AccountLimitName,
  subject: string,
): Promise<void> {
  const { max, minutes } = accountLimits[name];
  const { current, ttl } = await countHit(db, `account|${name}|${subject}`, minutes * 60_000);
  if (current > max) throw tooManyAttempts(ttl / 1000);
}

/** Per-route limit from the policy table: `config: { rateLimit: routeLimit('signUp') }`. */
export function routeLimit(name: RequestLimitName): RateLimitOptions {
  const rule: RequestLimit = requestLimits[name];
  return {
    max: rule.max,
    timeWindow: rule.minutes * 60_000,
    // Per user: after the access check has found them, whatever their address.
    ...(rule.per === 'user'
      ? {
          keyGenerator: (request: FastifyRequest) => `user:${request.actor?.id ?? request.ip}`,
          hook: 'preHandler' as const,
        }
      : { keyGenerator: (request: FastifyRequest) => `ip:${request.ip}` }),
  };
}

type FailureKind = keyof typeof signInFailureLimits;
const failureKey = (kind: FailureKind, subject: string) => `sign-in-failures|${kind}|${subject}`;

/**
 * Reserves a sign-in attempt against one failure counter: counts it as a failure unless
 * `forgiveSignIn` later takes it back, or answers how many seconds to wait. A compare-and-set
 * on the count, so a burst of parallel attempts cannot all slip through one free slot.
 */
async function reserveAttempt(db: Db, kind: FailureKind, subject: string): Promise<number> {
  const rule: FailureLimit = signInFailureLimits[kind];
  const key = failureKey(kind, subject);
  const seconds = rule.minutes * 60;
  for (let tries = 0; tries < 5; tries++) {
    const row = await readFailureCounter(db, key);
    if (!row || row.untilReset <= 0) {
      const started = await startFailureWindow(db, key, seconds, row !== undefined);
      if (started.length > 0) return 0;
      continue;
    }
    const wait = failureWaitSeconds(rule, {
      failures: row.hits,
      sinceLastSeconds: row.sinceLast,
      untilResetSeconds: row.untilReset,
    });
    if (wait > 0) return wait;
    const counted = await countFailure(db, key, row.hits);
    if (counted.length > 0) return 0;
  }
  return 1; // another attempt kept winning the race: a second later is fair
}

/**
 * Before a password is checked: counts the attempt as a failure of the account (its e-mail,
 * known or not) and of the caller's address, or refuses it with the wait. A locked-out person
 * is told when to try again and that a reset link works meanwhile.
 */
export async function reserveSignIn(db: Db, email: string, address: string): Promise<void> {
  const account = email.trim().toLowerCase();
  const waits = [await reserveAttempt(db, 'perAddress', address)];
  if (waits[0] === 0) {
    waits.push(await reserveAttempt(db, 'perAccount', account));
    // Refused by the account's counter: the address's reservation is given back.
    if (waits[1]! > 0) await giveBackHit(db, failureKey('perAddress', address));
  }
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw new RateLimitedError(
      `Too many failed sign-ins. Please try again in ${formatWait(wait)}, or reset your password.`,
      wait,
    );
  }
}

/**
 * The password was right: the attempt was no failure. The address gets its reservation back
 * and the account's failures are cleared.
 */
export async function forgiveSignIn(db: Db, email: string, address: string): Promise<void> {
  await giveBackHit(db, failureKey('perAddress', address));
  await clearSignInFailures(db, email);
}

/** A reset link proves the inbox: the account's failed sign-ins no longer count. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await deleteCounter(db, failureKey('perAccount', email.trim().toLowerCase()));
}
