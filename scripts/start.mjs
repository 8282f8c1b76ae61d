/**
 * `npm start`. What runs is scripts/start.ts and everything of ours it imports, bundled by
 * esbuild into dist/server (packages stay in node_modules): Node loads those few files in a
 * fraction of the time that compiling some two hundred TypeScript modules at every start took.
 * The bundle is made again when a file it was made of changed since (or it is missing).
 * Plain JavaScript, because it runs before any TypeScript can.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(ROOT, 'dist/server');
const ENTRY = path.join(OUT_DIR, 'start.js');
/** When the last build began and the files it was made of; beside the bundle, not in it. */
const STAMP = path.join(ROOT, 'dist/server-inputs.json');
/** What changes the bundle without being in it: the import map, the packages' versions. */
const ALWAYS = ['package.json', 'package-lock.json', 'tsconfig.json'];

const modified = (file) => statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs;

function upToDate() {
  if (!existsSync(ENTRY) || !existsSync(STAMP)) return false;
  const { began, inputs } = JSON.parse(readFileSync(STAMP, 'utf8'));
  return inputs.every((file) => (modified(file) ?? Infinity) < began);
}

if (!upToDate()) {
  // A file saved while esbuild reads may be missed: so it counts as changed after this.
  const began = Date.now();
  rmSync(STAMP, { force: true });
  rmSync(OUT_DIR, { recursive: true, force: true });
  const { build, stop } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['scripts/start.ts'],
    outdir: OUT_DIR,
    bundle: true,
    // Lazily imported modules (Stripe, S3, the demo seed) stay lazy, in chunks of their own.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  }).catch(() => process.exit(1)); // esbuild has printed what is wrong
  const inputs = [...Object.keys(result.metafile.inputs), ...ALWAYS];
  writeFileSync(STAMP, JSON.stringify({ began, inputs }));
  // esbuild's helper process would otherwise live as long as the server.
  await stop();
}
await import(pathToFileURL(ENTRY).href);
