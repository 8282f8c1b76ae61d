import type { Db } from './db.ts';
import { withRetries } from './retry.ts';

type Hook = (db: Db) => Promise<void> | void;

/** The hooks of each open transaction, and the database it runs on. */
const openTransactions = new WeakMap<Db, { db: Db; hooks: Hook[] }>();

/**
 * Runs `hook` once what `db` wrote is committed: at once outside a transaction; inside one,
 * after it commits (never when it rolls back), with the database it ran on. A hook must not
 * fail: the transaction has committed, whatever the hook does.
 */
export async function afterCommit(db: Db, hook: Hook): Promise<void> {
  const open = openTransactions.get(db);
  if (open) open.hooks.push(hook);
  else await hook(db);
}

/**
 * Makes `db.transaction` run the `afterCommit` hooks of each transaction that commits, and run
 * a transaction again when PostgreSQL failed it for a deadlock or a serialization failure
 * (`withRetries`: the one place every transaction's retries live). A run that rolled back
 * leaves no hooks behind.
 */
export function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    let hooks: Hook[] = [];
    const result = await withRetries(() => {
      hooks = [];
      return transaction((tx) => {
        openTransactions.set(tx, { db, hooks });
        return run(tx);
      }, config);
    });
    for (const hook of hooks) await hook(db);
    return result;
  };
  return db;
}
