import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleClient, drizzleParsers, STATEMENTS_KEPT } from './pglite-client.ts';
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

describe("PGlite's client for drizzle", () => {
  let pglite: PGlite;
  let client: PGlite;
  const prepared = async () =>
    (
      await pglite.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time',
      )
    ).rows.map((row) => row.statement);

  beforeAll(async () => {
    pglite = await PGlite.create({ parsers: drizzleParsers });
    client = drizzleClient(pglite);
    await pglite.exec(`create table kinds (
      id int primary key, name text, big int8, amount numeric, yes bool, doc jsonb,
      at timestamptz, day date, tags text[], gone text)`);
  });
  afterAll(() => pglite.close());

  it('starts PGlite with the very parsers drizzle gives with each query', async () => {
    const { client: recording, given } = recordingClient();
    const db = drizzle({ client: recording });
    await db.execute(sql`select now()`);
    await db.select({ at: bookings.appointmentAt }).from(bookings);
    await db.transaction((tx) => tx.select({ at: bookings.appointmentAt }).from(bookings));
    expect(given).toHaveLength(3);
    for (const options of given) {
      expect(Object.keys(options?.parsers ?? {}).sort()).toEqual(
        Object.keys(drizzleParsers).sort(),
      );
    }
  });

  it("writes values and reads rows as PGlite's own query does", async () => {
    const insert =
      'insert into kinds (id, name, big, amount, yes, doc, at, day, tags, gone) ' +
      'values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *';
    const values = (id: number) => [
      id,
      "Chloé's",
      '9007199254740993',
      '12.50',
      true,
      { a: [1, 'b'] },
      new Date('2026-11-26T15:00:00Z'),
      '2026-11-30',
      ['x', 'y "z"'],
      null,
    ];
    const ours = await client.query<Record<string, unknown>>(insert, values(1));
    const theirs = await pglite.query<Record<string, unknown>>(insert, values(2));
    expect({ ...ours, rows: ours.rows.map((r) => ({ ...r, id: 0 })) }).toEqual({
      ...theirs,
      rows: theirs.rows.map((r) => ({ ...r, id: 0 })),
    });
    expect(ours.affectedRows).toBe(1);
    const select = 'select * from kinds where id = any($1) order by id';
    for (const rowMode of ['array', 'object'] as const) {
      expect(await client.query(select, [[1, 2]], { rowMode })).toEqual(
        await pglite.query(select, [[1, 2]], { rowMode }),
      );
    }
    // In a transaction too, and what drizzle's per-query parsers asked for holds.
    const inTransaction = await client.transaction((tx) =>
      tx.query<{ at: unknown }>('select at from kinds where id = $1', [1]),
    );
    expect(inTransaction.rows).toEqual([{ at: '2026-11-26 15:00:00+00' }]);
  });

  it('prepares each text once', async () => {
    const text = 'select count(*)::int as n from kinds where id > $1';
    for (let i = 0; i < 5; i++) await client.query(text, [i]);
    await client.transaction(async (tx) => {
      await tx.query(text, [0]);
    });
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it(`keeps ${STATEMENTS_KEPT} statements prepared, the most recently used`, async () => {
    const kept = 'select 1 as kept';
    const nameOfKept = async () =>
      (
        await pglite.query<{ name: string }>(
          'select name from pg_prepared_statements where statement = $1',
          [kept],
        )
      ).rows.map((row) => row.name);
    await client.query(kept);
    const [name] = await nameOfKept();
    for (let i = 0; i < STATEMENTS_KEPT + 20; i++) {
      await client.query(`select ${i} as n`);
      await client.query(kept);
    }
    const statements = await prepared();
    // One may wait to be closed until the next is prepared.
    expect(statements.length).toBeLessThanOrEqual(STATEMENTS_KEPT + 1);
    expect(statements).not.toContain('select 0 as n');
    expect(statements).toContain(`select ${STATEMENTS_KEPT + 19} as n`);
    // Used all along, it was never closed and prepared again.
    expect(await nameOfKept()).toEqual([name]);
  });

  it('answers errors as PGlite does and stays usable', async () => {
    const insert = 'insert into kinds (id) values ($1)';
    await client.query(insert, [10]);
    // With the constraint's name, which `violates` tells apart.
    await expect(client.query(insert, [10])).rejects.toMatchObject({
      code: '23505',
      constraint: 'kinds_pkey',
      query: insert,
    });
    await expect(client.query('select nonsense from kinds')).rejects.toMatchObject({
      code: '42703',
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [11]);
        await tx.query(insert, [10]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const left = await client.query<{ id: number }>('select id from kinds where id >= $1', [10]);
    expect(left.rows).toEqual([{ id: 10 }]); // 11 was rolled back
  });

  it('prepares a statement anew when its table changed shape', async () => {
    await pglite.exec('create table shaped (a int)');
    const text = 'select * from shaped';
    await client.query(text);
    await pglite.exec('alter table shaped add column b int');
    await expect(client.query(text)).rejects.toThrow(/cached plan must not change result type/);
    const again = await client.query(text, [], { rowMode: 'array' });
    expect(again.fields.map((field) => field.name)).toEqual(['a', 'b']);
  });
});
