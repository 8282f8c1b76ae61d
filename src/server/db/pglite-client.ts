import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text (its own columns turn them into Dates and
 * strings): timestamp, timestamptz, interval and date, and their arrays, numeric[] too. Its
 * PGlite driver hands PGlite a parser for each with every query.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** PGlite's parsers from its start: the types drizzle reads as text stay text. */
export const drizzleParsers = Object.fromEntries(
  TEXT_TYPES.map((type) => [type, (value: string) => value]),
);

/** How many statements stay prepared, by their text; the least recently used is closed. */
export const STATEMENTS_KEPT = 200;

const { serialize } = protocol;

function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

interface Statement {
  name: string;
  /** Its parameters' type ids, which choose how each value is written. */
  paramTypes: number[];
}

/**
 * Queries as named statements, prepared once per text: PostgreSQL then parses a query once and
 * may keep its plan, and each run is one exchange with PGlite (bind, describe, execute, sync)
 * where PGlite's own `query` makes six and parses and plans the text every time (a fifth of the
 * time, measured on the session lookup). Values are written and rows read as `query` does
 * them, with the instance's serializers and parsers. Called with PGlite's query lock held.
 */
class PreparedStatements {
  private readonly kept = new Map<string, Statement>();
  /** Close messages of statements no longer kept, sent before the next one is prepared. */
  private closing: Uint8Array[] = [];
  private made = 0;

  constructor(private readonly pglite: PGlite) {}

  async run(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    const statement = this.kept.get(text) ?? (await this.prepare(text));
    this.kept.delete(text); // kept in order of use
    this.kept.set(text, statement);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = this.pglite.serializers[statement.paramTypes[i]!];
      // As PGlite's `query` writes a value of a type it has no serializer for.
      return write ? write(value) : (value as { toString(): string }).toString();
    });
    const exchange = joined([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    try {
      const messages = await this.pglite.execProtocolStream(exchange, { syncToFs: false });
      return parse.parseResults(messages, this.pglite.parsers, { rowMode: options?.rowMode })[0]!;
    } catch (error) {
      // The table under it changed shape (a test's schema, a migration): prepared anew next time.
      if (error instanceof Error && /cached plan must not change result type/.test(error.message)) {
        this.forget(text);
      }
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    }
  }

  private async prepare(text: string): Promise<Statement> {
    const name = `blush_${++this.made}`;
    const exchange = joined([
      ...this.closing,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    this.closing = [];
    try {
      const messages = await this.pglite.execProtocolStream(exchange, { syncToFs: false });
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
      if (this.kept.size >= STATEMENTS_KEPT) this.forget(this.kept.keys().next().value!);
      return statement;
    } catch (error) {
      throw Object.assign(error as Error, { query: text });
    }
  }

  private forget(text: string) {
    const statement = this.kept.get(text);
    if (!statement) return;
    this.kept.delete(text);
    this.closing.push(serialize.close({ type: 'S', name: statement.name }));
  }
}

/**
 * The client drizzle is given (it calls only `query` and `transaction`): every query runs as a
 * prepared statement (`PreparedStatements`) under PGlite's own locks, as PGlite's `query`
 * would. drizzle's per-query parsers are left out, since the instance has them from its start
 * (`drizzleParsers`): given per query, PGlite copies its whole table of some 360 parsers.
 */
export function drizzleClient(pglite: PGlite): PGlite {
  const statements = new PreparedStatements(pglite);
  const client: Pick<PGlite, 'query' | 'transaction'> = {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await statements.run(text, params, options);
          await pglite.syncToFs();
          return result as Results<T>;
        }),
      );
    },
    transaction: (run) =>
      pglite.transaction((tx) =>
        run({
          ...tx,
          query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return pglite._runExclusiveQuery(
              () => statements.run(text, params, options) as Promise<Results<T>>,
            );
          },
          get closed() {
            return tx.closed;
          },
        } satisfies Transaction),
      ),
  };
  return client as PGlite;
}
