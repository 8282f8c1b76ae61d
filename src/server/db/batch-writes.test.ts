import { describe, expect, it } from 'vitest';
import { batchWrites } from './batch-writes.ts';

describe('batched writes', () => {
  it('writes what is added in one turn together, and what comes meanwhile in the next', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const add = batchWrites<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await held;
    });
    const first = [add(1), add(2), add(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2, 3]]);
    const second = [add(4), add(5)]; // while the first write is on its way
    release();
    await Promise.all([...first, ...second]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await add(6); // later, on its own: at once
    expect(writes.at(-1)).toEqual([6]);
  });

  it('writes a failed batch again an item at a time: only the bad item fails', async () => {
    const writes: string[][] = [];
    const add = batchWrites<string>((items) => {
      writes.push(items);
      return items.includes('bad') ? Promise.reject(new Error('bad item')) : Promise.resolve();
    });
    const results = await Promise.allSettled([add('a'), add('bad'), add('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(writes).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
