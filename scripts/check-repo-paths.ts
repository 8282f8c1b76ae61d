/**
 * Part of `npm run lint`: the repository explains itself, so no file may send its reader
 * outside it. Fails on a relative path that climbs above the project's folder, on an absolute
 * path into another project's folder, and on the names of design papers that live elsewhere.
 * Walks the files rather than asking git, so it works on a plain copy too (CI lints one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  '.test-output',
  'test-results',
  'playwright-report',
  'screenshots',
  'meta',
]);
const TEXT = /\.(ts|tsx|mjs|js|md|json|css|html|sh|yml|yaml|sql|txt|vtt)$|^run$/;
const SKIP_FILES = new Set(['package-lock.json']);

/** Papers that are not in this repository, and absolute paths into the machine's other folders. */
const OUTSIDE_NAMES = [
  ['PRODUCT', 'ARCHITECTURE', 'SPEC'].map((n) => `${n}\\.md`).join('|'),
  ['shared', '(?:design|spec|hooks)'].join('/'),
  '/work/',
];
const namesOutside = new RegExp(OUTSIDE_NAMES.join('|'));
/** A relative path: `../` one or more times, then a name. */
const relative = /(?<![\w.\\/])((?:\.\.\/)+)[\w@#.-]*/g;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* files(path.join(dir, entry.name));
    } else if (TEXT.test(entry.name) && !SKIP_FILES.has(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

/** The places in one file's text that point outside `root`. */
export function findOutsidePaths(root: string, file: string, text: string): Finding[] {
  const found: Finding[] = [];
  const dir = path.dirname(file);
  text.split('\n').forEach((content, index) => {
    const leaves =
      namesOutside.test(content) ||
      [...content.matchAll(relative)].some((m) => {
        const target = path.resolve(dir, m[1]!);
        return path.relative(root, target).startsWith('..');
      });
    if (leaves) found.push({ file: path.relative(root, file), line: index + 1, text: content });
  });
  return found;
}

function main() {
  const self = path.resolve(import.meta.filename);
  const findings = [...files(ROOT)]
    .filter((file) => file !== self && !file.endsWith('check-repo-paths.test.ts'))
    .flatMap((file) => findOutsidePaths(ROOT, file, readFileSync(file, 'utf8')));
  for (const f of findings)
    console.error(`${f.file}:${f.line}: points outside the repository: ${f.text.trim()}`);
  if (findings.length) {
    console.error(
      `\n${findings.length} place(s) send the reader outside the repository: write what they need in docs/.`,
    );
    process.exit(1);
  }
  console.log('No file points outside the repository.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
