import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOutsidePaths } from './check-repo-paths.ts';

const root = '/repo';
// The outside names are put together here, so this file names no outside path itself.
const paper = (name: string) => `${name}.md`;
const up = (...parts: string[]) => ['..', ...parts].join('/');
const lines = (file: string, text: string) =>
  findOutsidePaths(root, path.join(root, file), text).map((f) => f.line);

describe('paths that leave the repository', () => {
  it.each([
    ['a relative link above the root', 'docs/a.md', 'see [it](../../x/y.md)'],
    ['a sibling folder from the root', 'README.md', `read ${up('shared', 'notes.txt')}`],
    ['a design paper kept elsewhere', 'src/a.ts', `// as ${paper('PRODUCT')} says`],
    ['the architecture paper by name', 'docs/a.md', `${paper('ARCHITECTURE')} has it`],
    ['an absolute path into the workplace', 'scripts/a.ts', "const p = '/work/other/file';"],
  ])('finds %s', (_name, file, text) => {
    expect(lines(file, text)).toEqual([1]);
  });

  it.each([
    [
      'an import inside the tree',
      'src/server/features/a/b.ts',
      "import x from '../../db/open-db.ts';",
    ],
    ['a link to a sibling doc', 'docs/decisions/0001-a.md', 'see [product](../product.md)'],
    [
      'a regular expression with escaped dots',
      'eslint.config.js',
      "regex: '^(\\\\.\\\\./(?!\\\\.\\\\.))'",
    ],
    ['docs/product.md by its path', 'src/shared/domain/money.ts', '// docs/product.md, Money'],
  ])('passes %s', (_name, file, text) => {
    expect(lines(file, text)).toEqual([]);
  });

  it('names the line of each finding', () => {
    expect(lines('docs/a.md', 'fine\nalso fine\n[x](../../../outside)')).toEqual([3]);
  });
});
