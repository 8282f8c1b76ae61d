import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from '#server/root.ts';
import { copySources } from '#tests/support/copy-sources.ts';

/** `npm run bench`'s newcomer step copies the repository as a clone would hold it. */
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('copies a plain copy of the repository (no git) by path, without what is built or installed', () => {
  const plain = tempDir('blush-plain-');
  mkdirSync(path.join(plain, 'src'));
  writeFileSync(path.join(plain, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(plain, 'package.json'), '{}\n');
  for (const skipped of ['node_modules', 'dist', 'data']) {
    mkdirSync(path.join(plain, skipped));
    writeFileSync(path.join(plain, skipped, 'x.js'), '');
  }
  const copy = tempDir('blush-copy-');
  expect(copySources(plain, copy)).toBe('plain');
  expect(readFileSync(path.join(copy, 'src', 'a.ts'), 'utf8')).toBe('export const a = 1;\n');
  expect(existsSync(path.join(copy, 'package.json'))).toBe(true);
  for (const skipped of ['node_modules', 'dist', 'data']) {
    expect(existsSync(path.join(copy, skipped)), skipped).toBe(false);
  }
});

it('copies a checkout through git: its files, not what .gitignore leaves out', () => {
  const copy = tempDir('blush-clone-');
  expect(copySources(ROOT, copy)).toBe(existsSync(path.join(ROOT, '.git')) ? 'git' : 'plain');
  expect(existsSync(path.join(copy, 'package.json'))).toBe(true);
  expect(existsSync(path.join(copy, 'node_modules'))).toBe(false);
});
