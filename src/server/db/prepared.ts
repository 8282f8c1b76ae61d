import type { Db } from './open-db.ts';

/**
 * A hot query built once per database and named (`build` makes it with `sql.placeholder`s and
 * ends in `.prepare(name)`): each call then sends only its parameters, and each connection
 * plans it once. For queries on the pool; a transaction's queries are built as they run.
 */
export function preparedOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
