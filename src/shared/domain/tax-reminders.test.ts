import { describe, expect, it } from 'vitest';
import { reminderStep } from './tax-reminders.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('tax reminders', () => {
  it.each([
    ['nothing sent yet', null, day(0), 'remind'],
    ['first sent 29 days ago', { count: 1, lastSentAt: day(0), heldSince: null }, day(29), 'none'],
    [
      'first sent 30 days ago',
      { count: 1, lastSentAt: day(0), heldSince: null },
      day(30),
      'remind',
    ],
    ['second sent 59 days ago', { count: 2, lastSentAt: day(0), heldSince: null }, day(59), 'none'],
    ['second sent 60 days ago', { count: 2, lastSentAt: day(0), heldSince: null }, day(60), 'hold'],
    ['already held', { count: 2, lastSentAt: day(0), heldSince: day(60) }, day(90), 'none'],
  ] as const)('%s → %s', (_name, state, now, step) => {
    expect(reminderStep(state, now, 60)).toBe(step);
  });

  it('never sends a third reminder', () => {
    const state = { count: 2, lastSentAt: day(0), heldSince: null };
    expect(reminderStep(state, day(45), 60)).toBe('none');
  });
});
