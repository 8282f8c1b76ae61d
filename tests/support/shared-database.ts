import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDb, type Database } from '#server/db/open-db.ts';
import { openTestDb } from './test-app.ts';

/**
 * A copy of the migrated template that other processes open too, for the crash tests: on
 * PostgreSQL a database of its own, which the test keeps open beside them; on the embedded
 * one, a data directory that one process at a time opens (the test closes its handle before
 * a server or worker starts on it, and opens it again once that one is gone).
 */
export interface SharedDatabase {
  /** What a process needs in its environment to open it (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  kind: 'postgres' | 'pglite';
  open(): Promise<Database>;
  done(): Promise<void>;
}

export async function sharedDatabase(): Promise<SharedDatabase> {
  const template = inject('dbTemplate');
  if (template.kind === 'postgres') {
    const database = await openTestDb();
    return {
      env: { DATABASE_URL: database.connectionString! },
      kind: 'postgres',
      open: () => Promise.resolve({ ...database, close: () => Promise.resolve() }),
      done: () => database.drop(),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'blush-shared-'));
  const first = await openDb({
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(template.file)]),
    migrate: false,
  });
  await first.close();
  return {
    env: { DATA_DIR: dir },
    kind: 'pglite',
    open: () => openDb({ dataDir: dir, migrate: false }),
    done: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}
