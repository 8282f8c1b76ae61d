import { describe, expect, it } from 'vitest';
import {
  closestService,
  describeResponseTime,
  inTimeOfDay,
  nearestStart,
  offersSameKind,
  priceWithinReach,
  rankAlternatives,
  usualResponseMinutes,
  waitlistProblem,
  type Candidate,
} from './rescue.ts';

const candidate = (artistId: string, fields: Partial<Candidate> = {}): Candidate => ({
  artistId,
  rating: 4.5,
  distanceKm: 5,
  responseMinutes: 60,
  ...fields,
});
const order = (list: Candidate[]) => rankAlternatives(list).map((c) => c.artistId);

describe('ranking alternatives', () => {
  it.each<[string, Candidate[], string[]]>([
    [
      'the better rating first',
      [candidate('a', { rating: 4.2 }), candidate('b', { rating: 4.9 })],
      ['b', 'a'],
    ],
    [
      'a rating within a twentieth of a star is a tie, settled by distance',
      [
        candidate('a', { rating: 4.84, distanceKm: 9 }),
        candidate('b', { rating: 4.81, distanceKm: 2 }),
      ],
      ['b', 'a'],
    ],
    [
      'the nearer of two equally rated',
      [candidate('a', { distanceKm: 12 }), candidate('b', { distanceKm: 3 })],
      ['b', 'a'],
    ],
    [
      'the quicker to answer of two equally rated and equally near',
      [candidate('a', { responseMinutes: 300 }), candidate('b', { responseMinutes: 20 })],
      ['b', 'a'],
    ],
    [
      'an artist without reviews after one with any rating',
      [candidate('a', { rating: null }), candidate('b', { rating: 3.1 })],
      ['b', 'a'],
    ],
    [
      'an unknown distance or response time after a known one',
      [
        candidate('a', { distanceKm: null }),
        candidate('b', { responseMinutes: null }),
        candidate('c'),
      ],
      ['c', 'b', 'a'],
    ],
    [
      'equal candidates by id, and at most three',
      [candidate('d'), candidate('b'), candidate('a'), candidate('c')],
      ['a', 'b', 'c'],
    ],
  ])('%s', (_, list, expected) => {
    expect(order(list)).toEqual(expected);
  });
});

describe('who may stand in', () => {
  it.each([
    ['Makeup Artist', 'Makeup Artist', true],
    ['Makeup Artist', 'Makeup & Hair Artist', true],
    ['Makeup Artist', 'Hair Stylist', false],
    ['Makeup & Hair Artist', 'Makeup Artist', false],
    ['Makeup & Hair Artist', 'Makeup & Hair Artist', true],
    ['Hair Stylist', 'Makeup & Hair Artist', true],
  ])('for a %s, a %s: %s', (original, other, same) => {
    expect(offersSameKind(original, other)).toBe(same);
  });

  it.each([
    [10_000, 12_500, true],
    [10_000, 12_501, false],
    [10_000, 7_500, true],
    [10_000, 7_499, false],
    [10_000, 10_000, true],
    [0, 0, true],
    [0, 100, false],
  ])('an order of %i cents, a price of %i: %s', (original, price, ok) => {
    expect(priceWithinReach(original, price)).toBe(ok);
  });

  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 5, 15, minutes));
  it.each<[string, number[], number | null]>([
    ['the same time', [-30, 0, 30], 0],
    ['the nearest within the hour', [-45, 20, 50], 20],
    ['an hour early counts', [-60], -60],
    ['more than an hour away does not', [-61, 61, 120], null],
    ['none free', [], null],
  ])('%s', (_, starts, expected) => {
    const found = nearestStart(
      at(0),
      starts.map((m) => at(m)),
    );
    expect(found).toEqual(expected === null ? null : at(expected));
  });
});

describe('her closest services', () => {
  const offered = [
    { id: 'trial', typeOfService: 'Bridal Trial', amountCents: 15_000, durationMinutes: 90 },
    { id: 'event', typeOfService: 'Event Makeup', amountCents: 9_000, durationMinutes: 60 },
    { id: 'glow', typeOfService: 'Natural Glow', amountCents: 8_000, durationMinutes: 45 },
  ];
  it.each([
    ['the same name', { typeOfService: 'natural glow', amountCents: 20_000 }, 'glow'],
    ['the most words in common', { typeOfService: 'Bridal Glam', amountCents: 9_000 }, 'trial'],
    ['else the nearest price', { typeOfService: 'Blowout', amountCents: 8_400 }, 'glow'],
  ])('%s', (_, ordered, id) => {
    expect(closestService(ordered, offered)?.id).toBe(id);
  });
  it('none when she offers nothing', () => {
    expect(closestService({ typeOfService: 'Glam', amountCents: 1 }, [])).toBeNull();
  });
});

describe('usual response time', () => {
  it.each<[string, number[], number | null]>([
    ['no answers yet', [], null],
    ['one answer', [42], 42],
    ['the median of an odd count', [5, 600, 30], 30],
    ['the median of an even count', [10, 20, 30, 41], 25],
    ['only the last 20 (newest first)', [...Array<number>(20).fill(10), 900, 900, 900], 10],
  ])('%s', (_, minutes, expected) => {
    expect(usualResponseMinutes(minutes)).toBe(expected);
  });
  it.each([
    [3, 'within 15 minutes'],
    [40, 'within an hour'],
    [61, 'within 2 hours'],
    [600, 'within 10 hours'],
    [1440, 'within a day'],
  ])('%i minutes read "%s"', (minutes, text) => {
    expect(describeResponseTime(minutes)).toBe(text);
  });
});

describe('the waitlist', () => {
  const today = '2026-11-28';
  it.each<[string, number, string | null]>([
    ['2026-11-27', 0, 'This day is over — pick today or a later day'],
    ['2026-11-28', 0, null],
    ['2027-01-27', 0, null],
    ['2027-01-28', 0, 'Pick a day within the next 60 days'],
    ['2026-12-03', 4, 'This day still has free times — book one of them'],
  ])('%s with %i free times', (day, free, problem) => {
    expect(waitlistProblem(day, today, free)).toBe(problem);
  });
  it.each<[number, 'morning' | 'afternoon' | 'evening' | null, boolean]>([
    [9, 'morning', true],
    [12, 'morning', false],
    [12, 'afternoon', true],
    [17, 'afternoon', false],
    [17, 'evening', true],
    [3, null, true],
  ])('a start at %i h in the %s: %s', (hour, part, fits) => {
    expect(inTimeOfDay(hour, part)).toBe(fits);
  });
});
