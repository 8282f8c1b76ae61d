/**
 * A new PostgreSQL cluster (what initdb writes) is the same files for every new embedded
 * database of one PGlite version, and making it takes PGlite several seconds. `npm ci` makes it
 * once (the postinstall script) into node_modules/.cache; a new embedded database then starts
 * from a copy of it. Without the file (installed with --ignore-scripts), PGlite runs initdb.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ROOT } from '../root.ts';

const NODE_MODULES = path.join(ROOT, 'node_modules');

function pgliteVersion(): string {
  const manifest = path.join(NODE_MODULES, '@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Named by PGlite's version: another version makes its own. */
export const EMPTY_CLUSTER = path.join(
  NODE_MODULES,
  '.cache/blush',
  `pglite-${pgliteVersion()}-empty-cluster.tar`,
);

/** The prepared cluster, to load into a new database; undefined when none was prepared. */
export function emptyCluster(): Blob | undefined {
  return existsSync(EMPTY_CLUSTER) ? new Blob([readFileSync(EMPTY_CLUSTER)]) : undefined;
}

/** Makes the cluster unless it exists; written under another name first, so never half. */
export async function prepareEmptyCluster(): Promise<'made' | 'present'> {
  if (existsSync(EMPTY_CLUSTER)) return 'present';
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  mkdirSync(path.dirname(EMPTY_CLUSTER), { recursive: true });
  const partial = `${EMPTY_CLUSTER}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, EMPTY_CLUSTER);
  return 'made';
}
