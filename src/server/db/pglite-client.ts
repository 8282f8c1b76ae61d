import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

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

type Query = PGlite['query'];

/**
 * The client drizzle is given: PGlite's queries without drizzle's per-query parsers, which the
 * PGlite instance has from its start (`drizzleParsers`). Given per query, PGlite merges them
 * into a copy of its whole table (some 360 entries, one a type) for each query: an eighth of
 * the embedded server's time under load. drizzle calls only `query` and `transaction`.
 */
export function drizzleClient(pglite: PGlite): PGlite {
  const withoutParsers =
    (query: Query): Query =>
    (sql, params, options?: QueryOptions) => {
      if (!options?.parsers) return query(sql, params, options);
      return query(sql, params, { ...options, parsers: undefined });
    };
  const client: Pick<PGlite, 'query' | 'transaction'> = {
    query: withoutParsers(pglite.query.bind(pglite)),
    transaction: (run) =>
      pglite.transaction((tx) =>
        run({
          ...tx,
          query: withoutParsers(tx.query.bind(tx)),
          get closed() {
            return tx.closed;
          },
        } satisfies Transaction),
      ),
  };
  return client as PGlite;
}
