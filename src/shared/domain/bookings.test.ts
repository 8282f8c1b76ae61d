import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  BOOKING_CODE_ALPHABET,
  BOOKING_CODE_LENGTH,
  bookingStateLabels,
  bookingStates,
  completionOpensAt,
  countsForBadge,
  findTransition,
  generateBookingCode,
  hasEnded,
  holdsTime,
  normaliseBookingCode,
  noShowDisputeEndsAt,
  noShowOpensAt,
  requestDeadline,
  type BookingActor,
} from './bookings.ts';

const actors: BookingActor[] = ['artist', 'customer', 'system'];

/** Every allowed move, written out by hand from docs/product.md "Bookings": anything else is refused. */
const allowed = new Set([
  'request → accepted by artist',
  'request → declined by artist',
  'request → declined-posponed by artist',
  'accepted → declined by artist',
  'accepted → completed by artist',
  'accepted → no-show by artist',
  'request → declined-user by customer',
  'accepted → declined-user by customer',
  'declined-posponed → posponed by customer',
  'request → declined by system',
  'accepted → declined by system',
]);

describe('the booking state machine', () => {
  const cases = bookingStates.flatMap((from) =>
    bookingStates.flatMap((to) => actors.map((actor) => [from, to, actor] as const)),
  );

  it.each(cases)('%s → %s by %s', (from, to, actor) => {
    const expected = allowed.has(`${from} → ${to} by ${actor}`);
    const found = findTransition(from, to, actor);
    expect(found !== null).toBe(expected);
    if (found) expect(found).toMatchObject({ from, to, actor });
  });

  it('has no way out of a finished booking', () => {
    for (const state of [
      'declined',
      'declined-user',
      'posponed',
      'completed',
      'no-show',
    ] as const) {
      for (const actor of actors) expect(actionsFor(state, actor)).toEqual([]);
    }
  });

  it('offers the artist accept, decline and propose on a request; the customer, cancel', () => {
    expect(actionsFor('request', 'artist').map((t) => t.action)).toEqual([
      'accept',
      'decline',
      'propose',
    ]);
    expect(actionsFor('request', 'customer').map((t) => t.action)).toEqual(['cancel']);
    expect(actionsFor('accepted', 'customer').map((t) => t.action)).toEqual(['cancel']);
  });

  it('labels every state, spelled right', () => {
    expect(Object.keys(bookingStateLabels).sort()).toEqual([...bookingStates].sort());
    expect(Object.values(bookingStateLabels).join(' ')).not.toMatch(/pospone/i);
  });
});

describe('badges', () => {
  it.each([
    ['request', true, false],
    ['accepted', false, true],
    ['declined', false, true],
    ['declined-user', false, false],
    ['declined-posponed', false, true],
    ['posponed', false, true],
    ['completed', false, false],
    ['no-show', false, false],
  ] as const)('%s counts for the artist: %s, for the customer: %s', (state, artist, customer) => {
    expect(countsForBadge(state, 'artist')).toBe(artist);
    expect(countsForBadge(state, 'customer')).toBe(customer);
  });
});

describe('deadlines', () => {
  const HOUR = 3_600_000;
  const requestedAt = new Date('2026-05-20T12:00:00Z');

  // Hours from the request to the start → hours from the request to its deadline.
  it.each([
    [72, 24, 'a day to answer a booking far ahead'],
    [26, 24, 'a day, when that is more than 2 hours before the start'],
    [25, 23, '2 hours before the start, when that comes first'],
    [3, 1, '2 hours before the start of a booking 3 hours away'],
    [2.5, 0.5, 'half an hour for a booking 2 hours and a half away'],
    [2, 2, 'until the start, for a request made 2 hours ahead or less'],
    [0.5, 0.5, 'until the start, for a request made half an hour ahead'],
  ])('a request %s hours ahead expires %s hours on (%s)', (ahead, deadline) => {
    const start = new Date(requestedAt.getTime() + ahead * HOUR);
    expect(requestDeadline(requestedAt, start)).toEqual(
      new Date(requestedAt.getTime() + deadline * HOUR),
    );
  });

  it("opens completion at the appointment's start, not before", () => {
    expect(completionOpensAt(new Date('2026-05-20T18:00:00Z'))).toEqual(
      new Date('2026-05-20T18:00:00Z'),
    );
  });
});

describe('the no-show and completion windows', () => {
  const start = new Date('2026-05-20T18:00:00Z');
  const at = (iso: string) => new Date(iso);
  it.each([
    ['an hour before', '2026-05-20T17:00:00Z', false, false],
    ['a minute before', '2026-05-20T17:59:00Z', false, false],
    ['at the start', '2026-05-20T18:00:00Z', true, false],
    ['14 minutes after', '2026-05-20T18:14:59Z', true, false],
    ['15 minutes after', '2026-05-20T18:15:00Z', true, true],
    ['the next day', '2026-05-21T10:00:00Z', true, true],
  ])('%s: complete %s, no-show %s', (_, now, complete, noShow) => {
    expect(at(now) >= completionOpensAt(start)).toBe(complete);
    expect(at(now) >= noShowOpensAt(start)).toBe(noShow);
  });

  it('leaves 48 hours to dispute a no-show', () => {
    expect(noShowDisputeEndsAt(at('2026-05-20T18:20:00Z'))).toEqual(at('2026-05-22T18:20:00Z'));
  });
});

describe('the time a booking holds', () => {
  it.each([
    ['request', true],
    ['accepted', true],
    ['completed', true],
    ['no-show', true],
    ['declined', false],
    ['declined-user', false],
    ['declined-posponed', false],
    ['posponed', false],
  ] as const)('%s holds its time: %s', (state, holds) => {
    expect(holdsTime(state)).toBe(holds);
  });

  it.each([
    ['request', false],
    ['accepted', false],
    ['declined-posponed', false],
    ['completed', true],
    ['no-show', true],
    ['declined', true],
    ['declined-user', true],
    ['posponed', true],
  ] as const)('%s has ended: %s', (state, ended) => {
    expect(hasEnded(state)).toBe(ended);
  });
});

describe('booking codes', () => {
  it('are 6 characters from an alphabet without look-alikes', () => {
    expect(BOOKING_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 500; i++) {
      const code = generateBookingCode();
      expect(code).toHaveLength(BOOKING_CODE_LENGTH);
      for (const c of code) expect(BOOKING_CODE_ALPHABET).toContain(c);
    }
  });

  it('use every character of the alphabet, none much more than the others', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      for (const c of generateBookingCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(BOOKING_CODE_ALPHABET.length);
    const expected = (5000 * BOOKING_CODE_LENGTH) / BOOKING_CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.2);
  });

  it('rarely repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, generateBookingCode));
    expect(codes.size).toBeGreaterThan(1990);
  });

  it.each([
    ['abc234', 'ABC234'],
    [' AbC 234 ', 'ABC234'],
    ['abc-234', 'ABC234'],
    ['ABC234', 'ABC234'],
  ])('read %j as %j', (input, expected) => {
    expect(normaliseBookingCode(input)).toBe(expected);
  });
});
