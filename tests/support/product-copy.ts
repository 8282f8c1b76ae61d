import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '#server/root.ts';
import { clientSourcesHash } from '../../scripts/build-client.ts';
import { copySourcesWithoutGit } from './copy-sources.ts';

/**
 * A copy of the repository for `npm start` to run from in a test that needs only the API: its
 * own server bundle (so it never races another test's start over `dist/server`) and, in place
 * of the web app's production build, a one-line page stamped as built from the current
 * sources, so `npm start` builds nothing. Removed with `remove()`.
 */
export function apiOnlyCopy(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'blush-api-only-'));
  copySourcesWithoutGit(ROOT, dir);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'dist/client'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/client/index.html'), '<!doctype html><title>API only</title>');
  // The same sources by the same relative paths: the hash the copy computes at its start.
  writeFileSync(path.join(dir, 'dist/client-sources.sha256'), clientSourcesHash());
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
