import {
  addCalendarDays,
  dayNumber,
  torontoClock,
  torontoDay,
  torontoParts,
} from './toronto-time.ts';
import { inTimeOfDay, timesOfDay, type TimeOfDay } from './rescue.ts';

/**
 * Search by artist (decision 0036): the orders of the artist cards, who can be booked, the
 * date filters, and how the Pictures view spreads its first pictures over artists. Pure rules;
 * the server applies them to a page of cards, and the tests below read as the rules' table.
 */

export { artistSorts, type ArtistSort } from '../catalog.ts';
import type { ArtistSort } from '../catalog.ts';

/** Free times are looked for this far ahead; a date filter may reach no further. */
export const SEARCH_HORIZON_DAYS = 60;
/** Each card shows this many of her next free times. */
export const NEXT_TIMES_SHOWN = 3;
/** Bookings made within this many days count as "recent" for best match. */
export const RECENT_BOOKING_DAYS = 90;

/**
 * Rating with a prior (a Bayesian average): as if every artist had PRIOR_REVIEWS more reviews
 * of PRIOR_RATING stars. One 5-star review then counts for less than forty 4.9s, and an artist
 * with none sits at the prior, neither first nor last.
 */
export const PRIOR_RATING = 4;
export const PRIOR_REVIEWS = 5;

export function ratingWithPrior(rating: number | null, reviewCount: number): number {
  if (rating === null || reviewCount <= 0) return PRIOR_RATING;
  return (PRIOR_RATING * PRIOR_REVIEWS + rating * reviewCount) / (PRIOR_REVIEWS + reviewCount);
}

/** Bookings in the last 90 days beyond this many add nothing more to best match. */
export const RECENT_BOOKINGS_CAP = 20;

/**
 * Shown booking photos (decision 0041) beyond this many add nothing more to best match: a few
 * photos her customers allowed are proof enough that the portfolio is her work.
 */
export const BOOKING_PHOTOS_CAP = 3;

/**
 * Best match's weights: text relevance, rating with the prior, recent bookings, and photos from
 * real bookings her customers allowed.
 */
export const BEST_MATCH_WEIGHTS = { text: 0.5, rating: 0.3, bookings: 0.15, photos: 0.05 } as const;

/** The photos' part of best match, 0 to 1: a third for each shown photo, up to three. */
export function bookingPhotosTerm(count: number): number {
  return Math.min(Math.max(count, 0), BOOKING_PHOTOS_CAP) / BOOKING_PHOTOS_CAP;
}

/** What the orders read of an artist. */
export interface RankedArtist {
  id: string;
  /** How well the words match her (0–1, PostgreSQL's ts_rank normalised); 0 without words. */
  textRank: number;
  rating: number | null;
  reviewCount: number;
  /** Her bookings made in the last 90 days, whatever became of them. */
  recentBookings: number;
  /** Her booking photos shown with their customer's consent; none when left out. */
  bookingPhotos?: number;
  /** Her first free time (epoch ms), or null with none in the next 60 days. */
  nextFreeAt: number | null;
  /** Her lowest all-in price in cents; null without services. */
  priceCents: number | null;
  /** From the place the customer gave; null when she gave none or the artist has no place. */
  distanceKm: number | null;
}

/**
 * Best match as a score from 0 to 1: half text relevance, 30% the rating with its prior (1–5
 * mapped to 0–1), 15% recent bookings (logarithmic, so the tenth booking counts less than the
 * first, capped at 20), 5% photos from real bookings (a third each, up to three). Without words
 * every text relevance is 0, so rating, bookings and photos decide.
 */
export function bestMatchScore(a: RankedArtist): number {
  const rating = (ratingWithPrior(a.rating, a.reviewCount) - 1) / 4;
  const bookings =
    Math.log1p(Math.min(a.recentBookings, RECENT_BOOKINGS_CAP)) / Math.log1p(RECENT_BOOKINGS_CAP);
  const w = BEST_MATCH_WEIGHTS;
  return (
    w.text * Math.min(Math.max(a.textRank, 0), 1) +
    w.rating * rating +
    w.bookings * bookings +
    w.photos * bookingPhotosTerm(a.bookingPhotos ?? 0)
  );
}

type Compare = (a: RankedArtist, b: RankedArtist) => number;

/** Ascending, an unknown value (null) last. */
const nullsLast =
  (key: (a: RankedArtist) => number | null): Compare =>
  (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return x - y;
  };

const byBestMatch: Compare = (a, b) => bestMatchScore(b) - bestMatchScore(a);
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byRating: Compare = (a, b) =>
  ratingWithPrior(b.rating, b.reviewCount) - ratingWithPrior(a.rating, a.reviewCount) ||
  b.reviewCount - a.reviewCount;

/**
 * Each order is a list of keys, the next settling a tie of the one before, and the artist's id
 * last, so the order is total and a page never repeats or skips anyone:
 * - best match: the score above;
 * - soonest available: the first free time, then best match (no free time: last);
 * - price: the lowest all-in price, then best match (no services: last);
 * - distance: nearest first, then best match (no place known: last);
 * - rating: the rating with its prior, then more reviews, then best match.
 */
const orders: Record<ArtistSort, Compare[]> = {
  bestMatch: [byBestMatch],
  soonest: [nullsLast((a) => a.nextFreeAt), byBestMatch],
  price: [nullsLast((a) => a.priceCents), byBestMatch],
  distance: [nullsLast((a) => a.distanceKm), byBestMatch],
  rating: [byRating, byBestMatch],
};

export function compareArtists(sort: ArtistSort): Compare {
  const keys = [...orders[sort], byId];
  return (a, b) => {
    for (const key of keys) {
      const c = key(a, b);
      if (c !== 0) return c;
    }
    return 0;
  };
}

export function sortArtists<T extends RankedArtist>(artists: readonly T[], sort: ArtistSort): T[] {
  return [...artists].sort(compareArtists(sort));
}

/** Why an artist cannot take bookings now, or null when she can (she is then searchable). */
export function notBookableReason(a: {
  payoutConnected: boolean;
  nextFreeAt: number | null;
}): 'noBankAccount' | 'noFreeTime' | null {
  if (!a.payoutConnected) return 'noBankAccount';
  if (a.nextFreeAt === null) return 'noFreeTime';
  return null;
}

/** The Toronto days a "free this week" filter covers: today to the coming Sunday. */
export function thisWeekDays(now: Date): { from: string; to: string } {
  const today = torontoDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return { from: today, to: addCalendarDays(today, weekday === 0 ? 0 : 7 - weekday) };
}

/** Why a date filter is refused (past, or beyond the 60 days free times are looked for). */
export function dateFilterProblem(date: string, now: Date): string | null {
  const today = torontoDay(now);
  if (date < today) return 'This day is over — pick today or a later day';
  if (date > addCalendarDays(today, SEARCH_HORIZON_DAYS)) {
    return `Pick a day within the next ${SEARCH_HORIZON_DAYS} days`;
  }
  return null;
}

/** The free starts matching a date filter: that Toronto day, in that part of the day if given. */
export function startsMatching(
  starts: readonly Date[],
  filter: { date?: string | undefined; timeOfDay?: TimeOfDay | undefined; to?: string | undefined },
): Date[] {
  return starts.filter((start) => {
    const day = torontoDay(start);
    if (filter.date !== undefined && day !== filter.date) return false;
    if (filter.to !== undefined && day > filter.to) return false;
    return inTimeOfDay(torontoParts(start).hour, filter.timeOfDay ?? null);
  });
}

/**
 * What search keeps of an artist's time (decision 0038): her first free start in each part of
 * each Toronto day from `today` to the search horizon, in one list: day by day, morning,
 * afternoon then evening (index = day offset × 3 + part), null where she has none. Any date
 * filter's first free time is the earliest of some of these; her next free time, of them all.
 */
export const KEPT_DAYS = SEARCH_HORIZON_DAYS + 1;
export const KEPT_STARTS = KEPT_DAYS * timesOfDay.length;

const DAY_MS = 86_400_000;
/** Where the afternoon and the evening begin, in minutes on Toronto's clock (`inTimeOfDay`). */
const NOON = 12 * 60;
const FIVE_PM = 17 * 60;

/** Free starts are many (thousands an artist): a Toronto clock, not a date format, reads them. */
export function firstStartsByPart(starts: readonly Date[], today: string): (Date | null)[] {
  const kept: (Date | null)[] = Array.from({ length: KEPT_STARTS }, () => null);
  const first = dayNumber(today);
  const clock = torontoClock((first - 2) * DAY_MS, (first + KEPT_DAYS + 2) * DAY_MS);
  for (const start of starts) {
    const ms = start.getTime();
    const day = clock.day(ms);
    const offset = day - first;
    if (offset < 0 || offset >= KEPT_DAYS) continue;
    const part = ms < clock.instant(day, NOON) ? 0 : ms < clock.instant(day, FIVE_PM) ? 1 : 2;
    const i = offset * timesOfDay.length + part;
    const held = kept[i];
    if (!held || start < held) kept[i] = start;
  }
  return kept;
}

/**
 * The places in that list a date filter reads (1-based, as PostgreSQL's arrays): the parts of
 * its days asked for, or null for no filter (her next free time, whenever it is).
 */
export function keptStartIndexes(
  filter: { from: string; to: string; timeOfDay?: TimeOfDay | null | undefined } | null,
  today: string,
): number[] | null {
  if (!filter) return null;
  const parts = filter.timeOfDay ? [timesOfDay.indexOf(filter.timeOfDay)] : [0, 1, 2];
  const indexes: number[] = [];
  const first = dayNumber(today);
  for (let day = dayNumber(filter.from); day <= dayNumber(filter.to); day++) {
    const offset = day - first;
    if (offset < 0 || offset >= KEPT_DAYS) continue;
    for (const part of parts) indexes.push(offset * timesOfDay.length + part + 1);
  }
  return indexes;
}

/** The Pictures view: in its first 12 pictures, no artist has more than 2. */
export const SPREAD_WINDOW = 12;
export const SPREAD_PER_ARTIST = 2;

/**
 * The Pictures view's first pictures, spread over artists: walking the results in the asked
 * order, each of the first 12 places takes the next picture whose artist has fewer than 2
 * there; pictures passed over keep their order and follow. Only when the results hold too few
 * artists to fill 12 places that way (fewer than 6) do the passed-over pictures fill the rest.
 * Everything else keeps the asked order, and no picture is lost or repeated.
 */
export function spreadPictures<T extends { artistId: string }>(pictures: readonly T[]): T[] {
  const first: T[] = [];
  const passed: T[] = [];
  const count = new Map<string, number>();
  let i = 0;
  for (; i < pictures.length && first.length < SPREAD_WINDOW; i++) {
    const picture = pictures[i]!;
    const n = count.get(picture.artistId) ?? 0;
    if (n < SPREAD_PER_ARTIST) {
      count.set(picture.artistId, n + 1);
      first.push(picture);
    } else {
      passed.push(picture);
    }
  }
  return [...first, ...passed, ...pictures.slice(i)];
}
