import { describe, expect, it } from 'vitest';
import { cycles } from './check-cycles.ts';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('import cycles', () => {
  it('finds none in a tree', () => {
    expect(cycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds two modules that import each other', () => {
    expect(cycles(graph({ a: ['b'], b: ['a'], c: ['a'] }))).toEqual([['a', 'b']]);
  });

  it('finds a longer loop once, and each separate loop', () => {
    const found = cycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['e'], e: ['d'] }));
    expect(found.map((c) => [...c].sort())).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('finds a module that imports itself', () => {
    expect(cycles(graph({ a: ['a'] }))).toEqual([['a']]);
  });
});
