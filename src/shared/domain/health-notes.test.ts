import { describe, expect, it } from 'vitest';
import type { BookingState } from './bookings.ts';
import { healthNotesEraseAt, healthNotesReader, type HealthNotesReader } from './health-notes.ts';

const booking = (state: BookingState) => ({ customerId: 'c', artistId: 'a', state });

describe('healthNotesReader', () => {
  it.each<[string, boolean, BookingState, HealthNotesReader]>([
    ['c', false, 'request', 'customer'],
    ['c', false, 'declined', 'customer'],
    ['a', false, 'request', 'not-yet'],
    ['a', false, 'accepted', 'artist'],
    ['a', false, 'completed', 'artist'],
    ['a', false, 'declined', 'not-yet'],
    ['a', false, 'declined-user', 'not-yet'],
    ['a', false, 'posponed', 'not-yet'],
    ['x', false, 'accepted', 'refused'],
    ['x', true, 'request', 'admin'],
    ['x', true, 'accepted', 'admin'],
  ])('viewer %s (admin: %s) of a %s booking is %s', (id, admin, state, expected) => {
    expect(healthNotesReader({ id, admin }, booking(state))).toBe(expected);
  });
});

describe('healthNotesEraseAt', () => {
  const day = (d: string) => new Date(`${d}T12:00:00Z`);
  it.each<[Date | null, Date, Date]>([
    [null, day('2026-01-10'), day('2027-01-10')],
    [day('2026-03-01'), day('2026-01-10'), day('2027-03-01')],
    [day('2026-03-01'), day('2026-05-01'), day('2027-05-01')],
  ])('last used %s, saved %s: erased at %s', (used, saved, expected) => {
    expect(healthNotesEraseAt(used, saved)).toEqual(expected);
  });
});
