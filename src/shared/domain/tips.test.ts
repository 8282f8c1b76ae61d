import { describe, expect, it } from 'vitest';
import { tipChoices, tipProblem, tipWindowOpen } from './tips.ts';

describe('tipChoices', () => {
  it.each([
    [8000, [800, 1200, 1600]],
    [4550, [455, 683, 910]],
    [333, [33, 50, 67]],
  ])('on %i cents', (subtotal, amounts) => {
    expect(tipChoices(subtotal).map((c) => c.amountCents)).toEqual(amounts);
  });
});

describe('tipProblem', () => {
  it.each([
    [49, 8000, 'must be at least $0.50'],
    [50, 8000, null],
    [8000, 8000, null],
    [8001, 8000, 'must be at most the service subtotal ($80.00)'],
    [12.5, 8000, 'must be a whole number of cents'],
  ])('%s on %i', (cents, subtotal, problem) => {
    expect(tipProblem(cents, subtotal)).toBe(problem);
  });
});

describe('tipWindowOpen', () => {
  const done = new Date('2026-06-01T15:00:00Z');
  it.each([
    ['2026-06-08T15:00:00Z', true],
    ['2026-06-08T15:00:00.001Z', false],
  ])('%s', (now, open) => {
    expect(tipWindowOpen(done, new Date(now))).toBe(open);
  });
});
