import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { drizzleClient, drizzleParsers } from './pglite-client.ts';
import { bookings } from './schema/index.ts';

/** A stand-in for PGlite that records the options each query is given. */
function recordingClient() {
  const given: Array<QueryOptions | undefined> = [];
  const query = (_sql: string, _params?: unknown[], options?: QueryOptions) => {
    given.push(options);
    return Promise.resolve({ rows: [], fields: [] } as unknown as Results<never>);
  };
  const client = {
    query,
    transaction: <T>(run: (tx: Transaction) => Promise<T>) =>
      run({ query, closed: false } as unknown as Transaction),
  };
  return { client: client as unknown as PGlite, given };
}

async function queriesOf(db: ReturnType<typeof drizzle>) {
  await db.execute(sql`select now()`);
  await db.select({ at: bookings.appointmentAt }).from(bookings);
  await db.transaction((tx) => tx.select({ at: bookings.appointmentAt }).from(bookings));
}

describe("PGlite's client for drizzle", () => {
  it('starts PGlite with the very parsers drizzle gives with each query', async () => {
    const { client, given } = recordingClient();
    await queriesOf(drizzle({ client }));
    expect(given).toHaveLength(3);
    for (const options of given) {
      expect(Object.keys(options?.parsers ?? {}).sort()).toEqual(
        Object.keys(drizzleParsers).sort(),
      );
    }
  });

  it("gives PGlite drizzle's queries without parsers, in and out of transactions", async () => {
    const { client, given } = recordingClient();
    await queriesOf(drizzle({ client: drizzleClient(client) }));
    expect(given).toHaveLength(3);
    expect(given.map((options) => options?.parsers)).toEqual([undefined, undefined, undefined]);
    // The rest is passed on: drizzle reads raw results as objects, its own as arrays.
    expect(given.map((options) => options?.rowMode)).toEqual(['object', 'array', 'array']);
  });
});
