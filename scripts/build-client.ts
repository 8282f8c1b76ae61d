/**
 * Builds the React app for production into dist/client, unless it is already built from the
 * same sources. The build runs in its own process with NODE_ENV=production: Vite sets
 * NODE_ENV in the process that runs it, and the server's settings must not change with it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '#server/root.ts';

/** What the browser bundle is made of: its code, the code it shares, and the build setup. */
const INPUTS = ['src/client', 'src/shared', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const OUT_DIR = path.join(ROOT, 'dist/client');
/** Beside the build, not in it: the server would otherwise serve it. */
const STAMP = path.join(ROOT, 'dist/client-sources.sha256');

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/** One hash over the path and content of every input file. */
export function clientSourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

async function viteBuild(args: string[]): Promise<void> {
  const vite = spawn(
    process.execPath,
    // Errors only: in production every line printed is a JSON log line.
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', ...args],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const status = await new Promise<number | null>((resolve, reject) => {
    vite.on('error', reject);
    vite.on('exit', resolve);
  });
  if (status !== 0) throw new Error('The web app did not build (see above).');
}

/**
 * Builds when the sources changed since the last build (or there is none) and says which.
 * Asynchronous, so the database can start meanwhile on the other core.
 */
export async function buildClient({
  force = false,
  log = console.log,
}: { force?: boolean; log?: (message: string) => void } = {}): Promise<'built' | 'unchanged'> {
  const sources = clientSourcesHash();
  const built = existsSync(path.join(OUT_DIR, 'index.html')) && existsSync(STAMP);
  if (!force && built && readFileSync(STAMP, 'utf8') === sources) return 'unchanged';
  rmSync(STAMP, { force: true });
  log('Building the web app for production…');
  // The browser's bundle, then the server renderer of its public pages (dist/ssr).
  await viteBuild([]);
  await viteBuild(['--ssr', 'entry-server.tsx']);
  writeFileSync(STAMP, sources);
  return 'built';
}
