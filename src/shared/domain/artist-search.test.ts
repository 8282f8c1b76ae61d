import { describe, expect, it } from 'vitest';
import { torontoInstant } from './toronto-time.ts';
import {
  BEST_MATCH_WEIGHTS,
  bestMatchScore,
  bookingPhotosTerm,
  dateFilterProblem,
  firstStartsByPart,
  KEPT_STARTS,
  keptStartIndexes,
  notBookableReason,
  PRIOR_RATING,
  ratingWithPrior,
  sortArtists,
  spreadPictures,
  startsMatching,
  thisWeekDays,
  type ArtistSort,
  type RankedArtist,
} from './artist-search.ts';

const artist = (id: string, fields: Partial<RankedArtist> = {}): RankedArtist => ({
  id,
  textRank: 0,
  rating: null,
  reviewCount: 0,
  recentBookings: 0,
  nextFreeAt: null,
  priceCents: null,
  distanceKm: null,
  ...fields,
});
const order = (sort: ArtistSort, list: RankedArtist[]) => sortArtists(list, sort).map((a) => a.id);

describe('rating with a prior for few reviews', () => {
  it.each<[string, number | null, number, number]>([
    ['no review sits at the prior', null, 0, PRIOR_RATING],
    ['one 5-star review moves it a sixth of the way', 5, 1, (4 * 5 + 5) / 6],
    ['forty 4.9s come close to 4.9', 4.9, 40, (4 * 5 + 4.9 * 40) / 45],
    ['one 1-star review pulls down only a little', 1, 1, (4 * 5 + 1) / 6],
  ])('%s', (_, rating, count, expected) => {
    expect(ratingWithPrior(rating, count)).toBeCloseTo(expected, 10);
  });

  it('forty 4.9s rank above a single 5', () => {
    expect(ratingWithPrior(4.9, 40)).toBeGreaterThan(ratingWithPrior(5, 1));
  });
});

describe('sort orders', () => {
  it.each<[string, ArtistSort, RankedArtist[], string[]]>([
    [
      'best match: the better text match first',
      'bestMatch',
      [artist('a', { textRank: 0.2 }), artist('b', { textRank: 0.9 })],
      ['b', 'a'],
    ],
    [
      'best match: a single 5 loses to forty 4.9s at equal text',
      'bestMatch',
      [artist('a', { rating: 5, reviewCount: 1 }), artist('b', { rating: 4.9, reviewCount: 40 })],
      ['b', 'a'],
    ],
    [
      'best match: recent bookings settle equal text and rating',
      'bestMatch',
      [artist('a', { recentBookings: 1 }), artist('b', { recentBookings: 12 })],
      ['b', 'a'],
    ],
    [
      'best match: text outweighs a better rating',
      'bestMatch',
      [
        artist('a', { textRank: 0.1, rating: 5, reviewCount: 50 }),
        artist('b', { textRank: 1, rating: 3, reviewCount: 50 }),
      ],
      ['b', 'a'],
    ],
    [
      'best match: all equal, by id',
      'bestMatch',
      [artist('c'), artist('a'), artist('b')],
      ['a', 'b', 'c'],
    ],
    [
      'soonest: the earliest free time first, none last',
      'soonest',
      [artist('a'), artist('b', { nextFreeAt: 2000 }), artist('c', { nextFreeAt: 1000 })],
      ['c', 'b', 'a'],
    ],
    [
      'soonest: the same time, the better match first',
      'soonest',
      [artist('a', { nextFreeAt: 5 }), artist('b', { nextFreeAt: 5, textRank: 0.5 })],
      ['b', 'a'],
    ],
    [
      'price: the cheapest first, no services last',
      'price',
      [artist('a'), artist('b', { priceCents: 9000 }), artist('c', { priceCents: 4500 })],
      ['c', 'b', 'a'],
    ],
    [
      'distance: nearest first, unknown place last',
      'distance',
      [artist('a'), artist('b', { distanceKm: 7.5 }), artist('c', { distanceKm: 0.4 })],
      ['c', 'b', 'a'],
    ],
    [
      'rating: with the prior, then more reviews',
      'rating',
      [
        artist('a', { rating: 5, reviewCount: 1 }),
        artist('b', { rating: 4.8, reviewCount: 30 }),
        artist('c'),
        artist('d', { rating: 4, reviewCount: 10 }),
      ],
      ['b', 'a', 'd', 'c'],
    ],
  ])('%s', (_, sort, list, expected) => {
    expect(order(sort, list)).toEqual(expected);
    // The order does not depend on the order given.
    expect(order(sort, [...list].reverse())).toEqual(expected);
  });

  it('best match scores stay within 0 and 1', () => {
    const best = artist('a', { textRank: 3, rating: 5, reviewCount: 1000, recentBookings: 99 });
    expect(bestMatchScore(best)).toBeLessThanOrEqual(1);
    expect(bestMatchScore(artist('b', { rating: 1, reviewCount: 1000 }))).toBeGreaterThanOrEqual(0);
  });
});

describe('who can take bookings', () => {
  it.each<[string, boolean, number | null, string | null]>([
    ['bank account and a free time', true, 1, null],
    ['no bank account', false, 1, 'noBankAccount'],
    ['no free time in 60 days', true, null, 'noFreeTime'],
  ])('%s', (_, payoutConnected, nextFreeAt, reason) => {
    expect(notBookableReason({ payoutConnected, nextFreeAt })).toBe(reason);
  });
});

describe('date filters', () => {
  // Saturday 28 November 2026, 10:00 in Toronto.
  const now = new Date('2026-11-28T15:00:00Z');

  it.each<[string, string | null]>([
    ['2026-11-28', null],
    ['2027-01-27', null],
    ['2027-01-28', 'Pick a day within the next 60 days'],
    ['2026-11-27', 'This day is over — pick today or a later day'],
  ])('%s → %s', (date, problem) => {
    expect(dateFilterProblem(date, now)).toBe(problem);
  });

  it.each<[string, string, string]>([
    ['a Saturday: through Sunday', '2026-11-28T15:00:00Z', '2026-11-29'],
    ['a Sunday: that day only', '2026-11-29T15:00:00Z', '2026-11-29'],
    ['a Monday: through Sunday', '2026-11-30T15:00:00Z', '2026-12-06'],
    ['late Sunday evening in Toronto (Monday in UTC)', '2026-11-30T03:00:00Z', '2026-11-29'],
  ])('free this week on %s', (_, at, to) => {
    expect(thisWeekDays(new Date(at)).to).toBe(to);
  });

  it('a date and a time of day keep only those starts (Toronto hours)', () => {
    const starts = [
      '2026-11-29T14:00:00Z', // 9:00 Sunday
      '2026-11-29T18:00:00Z', // 13:00 Sunday
      '2026-11-29T23:00:00Z', // 18:00 Sunday
      '2026-11-30T14:00:00Z', // 9:00 Monday
    ].map((s) => new Date(s));
    const iso = (list: Date[]) => list.map((d) => d.toISOString());
    expect(iso(startsMatching(starts, { date: '2026-11-29', timeOfDay: 'morning' }))).toEqual([
      '2026-11-29T14:00:00.000Z',
    ]);
    expect(iso(startsMatching(starts, { date: '2026-11-29', timeOfDay: 'evening' }))).toEqual([
      '2026-11-29T23:00:00.000Z',
    ]);
    expect(startsMatching(starts, { to: '2026-11-29' })).toHaveLength(3);
    expect(startsMatching(starts, {})).toHaveLength(4);
  });
});

describe('the Pictures view spreads its first 12 over artists', () => {
  const pics = (artists: string) =>
    [...artists].map((artistId, i) => ({ artistId, id: `${artistId}${i}` }));
  const firstTwelve = (list: { artistId: string }[]) => list.slice(0, 12).map((p) => p.artistId);
  const most = (list: string[]) =>
    Math.max(...[...new Set(list)].map((a) => list.filter((x) => x === a).length));

  it.each<[string, string, string]>([
    ['already spread: unchanged', 'abcdefabcdef', 'abcdefabcdef'],
    [
      'eight of one artist first: two stay, the rest follow',
      'aaaaaaaabcdefghij',
      'aabcdefghijaaaaaa',
    ],
    ['two artists crowding in turn', 'aaabbbcdefghijklm', 'aabbcdefghijabklm'],
    [
      'fewer than six artists: the passed-over ones fill the rest',
      'aaaaabbbbbccccc',
      'aabbccaaabbbccc',
    ],
  ])('%s', (_, given, expected) => {
    const spread = spreadPictures(pics(given));
    expect(spread.map((p) => p.artistId).join('')).toBe(expected);
    // Nothing lost or repeated.
    expect(spread.map((p) => p.id).sort()).toEqual(
      pics(given)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('with six artists or more, no artist has more than 2 of the first 12', () => {
    const given = pics('aaaaaaaabbbbbbbbcccdddeeefffggg');
    expect(most(firstTwelve(spreadPictures(given)))).toBe(2);
  });
});

describe('the free times search keeps', () => {
  const today = '2026-12-01';
  // Toronto is UTC−5 in December.
  const at = (day: number, hour: number, minute = 0) => torontoInstant(2026, 12, day, hour, minute);

  it('keeps the first start of each part of each day, null where none', () => {
    const kept = firstStartsByPart(
      [at(1, 9), at(1, 9, 30), at(1, 12), at(2, 17), at(2, 20), at(31, 11)],
      today,
    );
    expect(kept).toHaveLength(KEPT_STARTS);
    expect(kept.slice(0, 6)).toEqual([at(1, 9), at(1, 12), null, null, null, at(2, 17)]);
    expect(kept[30 * 3]).toEqual(at(31, 11));
    expect(kept.filter(Boolean)).toHaveLength(4);
  });

  it.each([
    { filter: null, indexes: null, case: 'no filter: every start' },
    {
      filter: { from: '2026-12-02', to: '2026-12-02', timeOfDay: 'morning' as const },
      indexes: [4],
      case: 'tomorrow morning',
    },
    {
      filter: { from: '2026-12-01', to: '2026-12-02' },
      indexes: [1, 2, 3, 4, 5, 6],
      case: 'two whole days',
    },
    {
      filter: { from: '2026-12-01', to: '2026-12-03', timeOfDay: 'evening' as const },
      indexes: [3, 6, 9],
      case: 'three evenings',
    },
    {
      filter: { from: '2027-01-30', to: '2027-02-02' },
      indexes: [181, 182, 183],
      case: 'days past the 61 kept are not read',
    },
  ])('a date filter reads its days’ parts: $case', ({ filter, indexes }) => {
    expect(keptStartIndexes(filter, today)).toEqual(indexes);
  });
});

describe('photos from real bookings in best match (decision 0041)', () => {
  it.each<[string, number, number]>([
    ['none adds nothing', 0, 0],
    ['one adds a third of the term', 1, 1 / 3],
    ['three add the whole term', 3, 1],
    ['more than three add no more', 12, 1],
    ['a negative count adds nothing', -2, 0],
  ])('%s', (_, count, term) => {
    expect(bookingPhotosTerm(count)).toBeCloseTo(term, 10);
    const score = bestMatchScore(artist('a', { bookingPhotos: count }));
    expect(score - bestMatchScore(artist('a'))).toBeCloseTo(BEST_MATCH_WEIGHTS.photos * term, 10);
  });

  it.each<[string, RankedArtist[], string[]]>([
    [
      'of two alike, the one with an allowed booking photo ranks first',
      [artist('a'), artist('b', { bookingPhotos: 1 })],
      ['b', 'a'],
    ],
    [
      'photos never outweigh a clearly better rating',
      [artist('a', { bookingPhotos: 3 }), artist('b', { rating: 5, reviewCount: 20 })],
      ['b', 'a'],
    ],
    [
      'photos settle artists whose words match alike',
      [
        artist('a', { textRank: 0.4, bookingPhotos: 0 }),
        artist('b', { textRank: 0.4, bookingPhotos: 2 }),
      ],
      ['b', 'a'],
    ],
  ])('%s', (_, list, expected) => {
    expect(order('bestMatch', list)).toEqual(expected);
    expect(order('bestMatch', [...list].reverse())).toEqual(expected);
  });

  it('the best possible artist still scores at most 1', () => {
    const best = artist('a', {
      textRank: 1,
      rating: 5,
      reviewCount: 100000,
      recentBookings: 99,
      bookingPhotos: 9,
    });
    expect(bestMatchScore(best)).toBeLessThanOrEqual(1 + 1e-9);
  });
});
