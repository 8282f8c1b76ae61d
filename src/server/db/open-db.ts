import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ROOT } from '../root.ts';
import { withCommitHooks } from './after-commit.ts';
import { emptyCluster } from './empty-cluster.ts';
import { drizzleClient, drizzleParsers } from './pglite-client.ts';
import type { Db } from './db.ts';
import * as schema from './schema/index.ts';

export type { Db } from './db.ts';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's URL (PostgreSQL only): the job queue opens its own LISTEN connection with it. */
  connectionString?: string;
  /** The raw PGlite instance, for dumping a test template and for the job queue's LISTEN. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent = in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File | undefined;
  /** Run the migrations in ./migrations (default true). */
  migrate?: boolean;
  poolSize?: number;
}

export const MIGRATIONS_DIR = path.join(ROOT, 'migrations');

export async function openDb(options: OpenDbOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : await openPglite(options);
  if (options.migrate !== false) await runMigrations(database);
  return database;
}

async function openPglite(options: OpenDbOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  // A new database starts from the prepared empty cluster rather than running initdb.
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const loadDataDir = options.loadDataDir ?? (isNew ? emptyCluster() : undefined);
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, btree_gist },
    parsers: drizzleParsers,
  });
  return {
    db: withCommitHooks(drizzlePglite({ client: drizzleClient(pglite), schema })),
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
  };
}

function openPostgres(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    db: withCommitHooks(drizzlePg({ client: pool, schema })),
    kind: 'postgres',
    connectionString: databaseUrl,
    close: () => pool.end(),
  };
}

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePg(database.db as Parameters<typeof migratePg>[0], config);
  }
}
