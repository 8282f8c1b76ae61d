import { describe, expect, it } from 'vitest';
import { failureWaitSeconds, formatWait, type FailureLimit } from './rate-limit-policy.ts';

const rule: FailureLimit = {
  minutes: 60,
  free: 3,
  firstDelaySeconds: 10,
  maxDelaySeconds: 60,
  refuseAfter: 8,
};

describe('failureWaitSeconds', () => {
  it.each([
    ['free failures', 2, 0, 3000, 0],
    ['the first delay, just after the failure', 3, 0, 3000, 10],
    ['the first delay, partly waited', 3, 4, 3000, 6],
    ['the first delay, waited out', 3, 10, 3000, 0],
    ['a doubled delay', 4, 0, 3000, 20],
    ['a delay doubled twice', 5, 5, 3000, 35],
    ['the longest delay', 7, 0, 3000, 60],
    ['a refusal until the window ends', 8, 9999, 3000, 3000],
    ['a window that is over', 50, 0, 0, 0],
  ])('%s', (_name, failures, sinceLastSeconds, untilResetSeconds, wait) => {
    expect(failureWaitSeconds(rule, { failures, sinceLastSeconds, untilResetSeconds })).toBe(wait);
  });

  it('never refuses without refuseAfter, however many failures', () => {
    const lenient: FailureLimit = { ...rule, refuseAfter: undefined };
    expect(
      failureWaitSeconds(lenient, { failures: 500, sinceLastSeconds: 0, untilResetSeconds: 3000 }),
    ).toBe(60);
  });
});

describe('formatWait', () => {
  it.each([
    [0.2, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '60 minutes'],
  ])('%s s reads "%s"', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });
});
