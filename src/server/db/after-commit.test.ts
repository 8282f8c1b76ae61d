import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDb } from '#tests/support/test-app.ts';
import { afterCommit } from './after-commit.ts';
import type { Database } from './open-db.ts';
import { rateLimitHits } from './schema/index.ts';

let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database.drop());

/** Writes a row in `db` and registers a hook that counts it from the database the hook gets. */
async function writeAndCount(db: Database['db'], key: string, counts: number[]) {
  await db.insert(rateLimitHits).values({ key, hits: 1, resetAt: new Date(Date.now() + 60_000) });
  await afterCommit(db, async (committed) => {
    const rows = await committed.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
    counts.push(rows.length);
  });
}

it('runs a hook at once outside a transaction', async () => {
  const counts: number[] = [];
  await writeAndCount(database.db, randomUUID(), counts);
  expect(counts).toEqual([1]);
});

it('runs the hooks of a transaction once it has committed, on its database', async () => {
  const counts: number[] = [];
  await database.db.transaction(async (tx) => {
    await writeAndCount(tx, randomUUID(), counts);
    await writeAndCount(tx, randomUUID(), counts);
    expect(counts).toEqual([]);
  });
  // Each hook read from the database (another connection on a server) and saw the commit.
  expect(counts).toEqual([1, 1]);
});

it('never runs the hooks of a transaction that rolls back', async () => {
  const counts: number[] = [];
  const undone = new Error('rolled back');
  await expect(
    database.db.transaction(async (tx) => {
      await writeAndCount(tx, randomUUID(), counts);
      throw undone;
    }),
  ).rejects.toBe(undone);
  expect(counts).toEqual([]);
});
