import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '#tests/support/test-app.ts';
import { AppError } from '../app-error.ts';
import { afterCommit } from './after-commit.ts';
import type { Database } from './open-db.ts';
import { withRetries } from './retry.ts';
import { rateLimitHits } from './schema/index.ts';

/** An error as the drivers give PostgreSQL's. */
const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('withRetries', () => {
  const noWait = () => Promise.resolve();

  it('runs again after a deadlock, waiting a random time under a growing ceiling', async () => {
    const waits: number[] = [];
    let runs = 0;
    const result = await withRetries(
      () => (++runs < 3 ? Promise.reject(pgError('40P01')) : Promise.resolve('done')),
      { sleep: (ms) => Promise.resolve(void waits.push(ms)), random: () => 1 },
    );
    expect(result).toBe('done');
    expect(runs).toBe(3);
    expect(waits).toEqual([4, 8]);
  });

  it('finds the SQLSTATE under the wrappers drizzle adds', async () => {
    let runs = 0;
    const wrapped = () =>
      Object.assign(new Error('Failed query'), { cause: pgError('40001') }) as Error;
    await withRetries(() => (++runs === 1 ? Promise.reject(wrapped()) : Promise.resolve()), {
      sleep: noWait,
    });
    expect(runs).toBe(2);
  });

  it('answers a 409 naming the conflict when the runs are spent', async () => {
    let runs = 0;
    const failing = () => {
      runs++;
      return Promise.reject(pgError('40P01'));
    };
    const error = await withRetries(failing, { attempts: 3, sleep: noWait }).catch(
      (e: unknown) => e,
    );
    expect(runs).toBe(3);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'conflict', status: 409 });
    expect((error as Error).message).toMatch(/deadlock/);
    const serial = await withRetries(() => Promise.reject(pgError('40001')), {
      attempts: 2,
      sleep: noWait,
    }).catch((e: unknown) => e);
    expect((serial as Error).message).toMatch(/serialization failure/);
  });

  it('leaves any other error alone, and retries what `retryOn` accepts with its own message', async () => {
    let runs = 0;
    const unique = pgError('23505');
    await expect(
      withRetries(() => (runs++, Promise.reject(unique)), { sleep: noWait }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
    const busy = await withRetries(() => Promise.reject(new Error('stale')), {
      attempts: 2,
      retryOn: (e) => (e as Error).message === 'stale',
      busyMessage: 'Busy, try again.',
      sleep: noWait,
    }).catch((e: unknown) => e);
    expect(busy).toMatchObject({ code: 'conflict', message: 'Busy, try again.' });
  });
});

describe('every transaction', () => {
  let database: Database & { drop(): Promise<void> };
  beforeAll(async () => {
    database = await openTestDb();
  });
  afterAll(() => database.drop());

  it('is run again after the database failed it with a deadlock, its hooks once', async () => {
    const key = randomUUID();
    let runs = 0;
    const hooks: number[] = [];
    await database.db.transaction(async (tx) => {
      runs++;
      await tx
        .insert(rateLimitHits)
        .values({ key, hits: runs, resetAt: new Date(Date.now() + 60_000) });
      await afterCommit(tx, () => void hooks.push(runs));
      // The first run is failed by the database itself, as PostgreSQL fails a deadlock's victim.
      if (runs === 1) {
        await tx.execute(
          sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`,
        );
      }
    });
    expect(runs).toBe(2);
    const rows = await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
    expect(rows.map((r) => r.hits)).toEqual([2]); // the first run's row rolled back
    expect(hooks).toEqual([2]); // the rolled-back run's hook never ran
  });
});
