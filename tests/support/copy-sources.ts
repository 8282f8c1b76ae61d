import { execSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

/** What the repository holds besides its sources (see .gitignore). */
export const NOT_SOURCES = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  '.test-output',
  'screenshots',
]);

/** A copy of `root`'s sources into `to`, by path, without git (nothing built, no data). */
export function copySourcesWithoutGit(root: string, to: string): void {
  cpSync(root, to, {
    recursive: true,
    filter: (from) => !NOT_SOURCES.has(path.relative(root, from)),
  });
}

/**
 * What a clone of `root` holds, copied into `to`: in a git checkout its tracked files and the
 * new ones not yet committed (what .gitignore leaves out stays out); in a plain copy of the
 * repository (a release archive, CI's copy) its sources, by path.
 */
export function copySources(root: string, to: string): 'git' | 'plain' {
  if (!existsSync(path.join(root, '.git'))) {
    copySourcesWithoutGit(root, to);
    return 'plain';
  }
  execSync(
    `git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - | tar -xf - -C ${to}`,
    { cwd: root },
  );
  return 'git';
}
