import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '#server/db/open-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Either a PGlite dump file of the migrated template, or a PostgreSQL template database. */
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; name: string };
  }
}

/** TEST_TEMPLATE_DB lets two checkouts run the PostgreSQL suite on one server side by side. */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'blush_test_template';

/**
 * Migrates one template database for the whole run; each test file then starts from a copy.
 * With TEST_DATABASE_URL the template lives on that PostgreSQL server; otherwise it is a
 * PGlite data directory dumped to a file.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = withDatabase(serverUrl, TEMPLATE_DB);
    const database = await openDb({ databaseUrl: url });
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url: serverUrl, name: TEMPLATE_DB });
    return;
  }
  const database = await openDb();
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'blush-test-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
