import { describe, expect, it } from 'vitest';
import type { BookingState } from './bookings.ts';
import {
  bookingPhotoMonth,
  bookingPhotoProblem,
  formatBookingPhotoMonth,
} from './booking-photos.ts';

describe('who may add photos to a booking', () => {
  it.each<[string, string, BookingState, ReturnType<typeof bookingPhotoProblem>]>([
    ['her own completed booking', 'me', 'completed', null],
    ["another artist's booking", 'her', 'completed', 'not-yours'],
    ["another artist's booking, not completed: hers first", 'her', 'accepted', 'not-yours'],
    ['her own accepted booking, not done yet', 'me', 'accepted', 'not-completed'],
    ['her own request', 'me', 'request', 'not-completed'],
    ['a no-show', 'me', 'no-show', 'not-completed'],
    ['a cancelled booking', 'me', 'declined-user', 'not-completed'],
  ])('%s', (_, owner, state, expected) => {
    expect(bookingPhotoProblem({ artistId: owner, state }, 'me')).toBe(expected);
  });
});

describe("the badge's month", () => {
  it.each<[string, string, string]>([
    ['mid-month', '2026-11-14T18:00:00Z', '2026-11'],
    [
      'the last evening of November in Toronto is still November',
      '2026-12-01T03:30:00Z',
      '2026-11',
    ],
    ['New Year in Toronto', '2027-01-01T05:30:00Z', '2027-01'],
  ])('%s', (_, instant, month) => {
    expect(bookingPhotoMonth(new Date(instant))).toBe(month);
  });

  it.each<[string, string, RegExp]>([
    ['en-CA', '2026-11', /^Nov\.? 2026$/],
    ['fr-CA', '2026-11', /^nov\.? 2026$/],
    ['en-CA', '2027-01', /^Jan\.? 2027$/],
  ])('%s %s', (locale, month, expected) => {
    expect(formatBookingPhotoMonth(month, locale)).toMatch(expected);
  });
});
