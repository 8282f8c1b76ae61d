import { describe, expect, it } from 'vitest';
import { latestPatchTestStart, patchTestProblem } from './patch-tests.ts';

const main = new Date('2026-12-10T15:00:00Z');
const hoursBefore = (h: number, standing = true) => ({
  appointmentAt: new Date(main.getTime() - h * 3_600_000),
  standing,
});

describe('patchTestProblem', () => {
  it.each([
    ['no patch test', [], 'none'],
    ['48 hours before', [hoursBefore(48)], null],
    ['47 hours before', [hoursBefore(47)], 'too-soon'],
    ['after the service', [hoursBefore(-24)], 'too-soon'],
    ['five months before', [hoursBefore(150 * 24)], null],
    ['seven months before', [hoursBefore(210 * 24)], 'none'],
    ['cancelled, 3 days before', [hoursBefore(72, false)], 'none'],
    ['one too soon, one in time', [hoursBefore(10), hoursBefore(100)], null],
  ] as const)('%s → %s', (_, visits, expected) => {
    expect(patchTestProblem(main, visits)).toBe(expected);
  });

  it('names the latest start of a patch test', () => {
    expect(latestPatchTestStart(main).toISOString()).toBe('2026-12-08T15:00:00.000Z');
  });
});
