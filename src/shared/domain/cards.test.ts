import { describe, expect, it } from 'vitest';
import { isExpired, replacementCard } from './cards.ts';

const now = new Date('2026-11-27T03:00:00Z');
const card = (name: string, expMonth: number, expYear: number) => ({ name, expMonth, expYear });

describe('cards', () => {
  it.each([
    [card('this month', 11, 2026), false],
    [card('last month', 10, 2026), true],
    [card('next year', 1, 2027), false],
  ])('%o: expired is %s', (c, expired) => {
    expect(isExpired(c, now)).toBe(expired);
  });

  it('hands bookings to the newest other card that has not expired, or none', () => {
    const older = card('older', 12, 2027);
    const newer = card('newer', 12, 2028);
    const expired = card('expired', 1, 2026);
    expect(replacementCard([older, newer, expired], now)).toBe(newer);
    expect(replacementCard([older], now)).toBe(older);
    expect(replacementCard([expired], now)).toBeNull();
    expect(replacementCard([], now)).toBeNull();
  });
});
