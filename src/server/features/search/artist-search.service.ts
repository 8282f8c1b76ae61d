import type { z } from 'zod';
import {
  NEXT_TIMES_SHOWN,
  notBookableReason,
  SEARCH_HORIZON_DAYS,
  sortArtists,
  startsMatching,
  thisWeekDays,
  type RankedArtist,
} from '#shared/domain/artist-search.ts';
import { freeSlots } from '#shared/domain/availability.ts';
import { allInCents, highestPriceFor, lowestPriceFor } from '#shared/domain/pricing.ts';
import { distanceKm } from '#shared/domain/rescue.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import {
  ARTIST_PAGE_SIZE,
  type ArtistCard,
  type ArtistSearchPage,
  type ArtistSearchQuery,
} from '#shared/schemas/search.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import { locateTorontoPostalCode } from '../../integrations/geo/toronto-fsa.ts';
import {
  findArtistCandidates,
  findBusyOfArtists,
  findCardPictures,
  type CandidateRow,
  type CardPicture,
} from './artist-search.queries.ts';
import { findWordTerms, queryWords, textMatch } from './search-text.ts';

type Query = z.output<typeof ArtistSearchQuery>;
type Point = { lat: number; lng: number };

const DAY = 86_400_000;
/** A booking of no known length (an artist without services) is looked for as an hour. */
const DEFAULT_MINUTES = 60;
/** Free times are first looked for in the coming week, and only then up to 60 days ahead. */
const FIRST_WINDOW_DAYS = 7;

/** Which days' free starts a search looks at, and which of them count (the date filters). */
interface TimeWindow {
  from: string;
  to: string;
  filter: Parameters<typeof startsMatching>[1];
}

function windowsOf(query: Query, now: Date): TimeWindow[] {
  const today = torontoDay(now);
  const filter = { timeOfDay: query.timeOfDay };
  if (query.date) return [{ from: query.date, to: query.date, filter }];
  if (query.freeThisWeek) return [{ ...thisWeekDays(now), filter }];
  const split = addCalendarDays(today, FIRST_WINDOW_DAYS - 1);
  return [
    { from: today, to: split, filter },
    { from: addCalendarDays(split, 1), to: addCalendarDays(today, SEARCH_HORIZON_DAYS), filter },
  ];
}

/** Her first free starts in the windows, in order: looked for window by window, up to three. */
function nextStarts(
  artist: CandidateRow,
  busy: Parameters<typeof freeSlots>[0]['busy'],
  windows: TimeWindow[],
  now: Date,
): Date[] {
  const found: Date[] = [];
  for (const w of windows) {
    const slots = freeSlots({
      schedule: artist.schedule,
      from: w.from,
      to: w.to,
      minutes: artist.serviceMinutes ?? DEFAULT_MINUTES,
      now,
      busy,
    });
    found.push(...startsMatching(slots, w.filter));
    if (found.length >= NEXT_TIMES_SHOWN) break;
  }
  return found.slice(0, NEXT_TIMES_SHOWN);
}

function placeOf(near: string | undefined): Point | null {
  if (!near) return null;
  const place = locateTorontoPostalCode(near);
  if (!place) {
    const message = 'is not a Toronto postal code we know';
    throw new AppError('validation', 'Please check the highlighted fields (querystring).', {
      near: message,
    });
  }
  return place;
}

function artistPoint(a: CandidateRow): Point | null {
  if (a.lat !== null && a.lng !== null) return { lat: a.lat, lng: a.lng };
  return a.postalCode ? locateTorontoPostalCode(a.postalCode) : null;
}

interface Ranked extends RankedArtist {
  row: CandidateRow;
  starts: Date[];
  bookable: boolean;
}

async function textOf(db: Db, q: string) {
  const words = queryWords(q);
  return words.length ? textMatch(await findWordTerms(db, words)) : null;
}

/** The listed artists the query finds, each with her next free times, in the asked order. */
async function rankArtists(ctx: AppContext, query: Query, now: Date): Promise<Ranked[]> {
  const feeBps = ctx.env.CUSTOMER_FEE_BPS;
  const near = placeOf(query.near);
  const { minPrice, maxPrice } = query;
  const candidates = await findArtistCandidates(ctx.db, {
    ...query,
    text: await textOf(ctx.db, query.q),
    minPrice: minPrice === undefined ? undefined : lowestPriceFor(minPrice, feeBps),
    maxPrice: maxPrice === undefined ? undefined : highestPriceFor(maxPrice, feeBps),
  });
  const filtering = Boolean(query.date || query.freeThisWeek);
  // Without "Show everyone" an artist with no bank account is not looked at any further.
  const looked = query.showEveryone ? candidates : candidates.filter((c) => c.payoutConnected);
  const windows = windowsOf(query, now);
  const last = windows.at(-1)!.to;
  const busy = await findBusyOfArtists(
    ctx.db,
    looked.map((c) => c.id),
    new Date(now.getTime() - DAY),
    new Date(Date.parse(`${addCalendarDays(last, 3)}T00:00:00Z`)),
  );
  // Artists with the same hours and service length and no bookings have the same free
  // times: computed once a request (most artists keep the default hours).
  const shared = new Map<string, Date[]>();
  const startsOf = (row: CandidateRow) => {
    const held = busy.get(row.id) ?? [];
    if (held.length > 0) return nextStarts(row, held, windows, now);
    const key = `${row.serviceMinutes}:${JSON.stringify(row.schedule)}`;
    let starts = shared.get(key);
    if (!starts) shared.set(key, (starts = nextStarts(row, [], windows, now)));
    return starts;
  };
  const ranked: Ranked[] = [];
  for (const row of looked) {
    // Without a bank account she is not bookable whatever her times: they matter only to a
    // date filter, which everyone must meet.
    const starts = row.payoutConnected || filtering ? startsOf(row) : [];
    const bookable =
      notBookableReason({ ...row, nextFreeAt: starts[0]?.getTime() ?? null }) === null;
    // Only a time she can be booked at counts as available.
    const nextFreeAt = bookable ? starts[0]!.getTime() : null;
    if (filtering && starts.length === 0) continue; // a date filter is met or not, for everyone
    if (!bookable && !query.showEveryone) continue;
    const point = artistPoint(row);
    ranked.push({
      ...row,
      row,
      nextFreeAt,
      starts: bookable ? starts : [],
      bookable,
      priceCents: row.priceCents === null ? null : allInCents(row.priceCents, feeBps),
      distanceKm: near && point ? distanceKm(near, point) : null,
    });
  }
  return sortArtists(ranked, query.sort);
}

function cardOf(a: Ranked, pictures: CardPicture[]): ArtistCard {
  const { row } = a;
  const view = (p: { id: string; width: number; height: number; widths: number[] }) =>
    imageView({ ...p, userId: row.id, kind: 'portfolio', tag: null, createdAt: new Date(0) });
  return {
    _id: row.id,
    firstName: row.firstName,
    profession: row.profession as ArtistCard['profession'],
    profileImage: row.avatar ? { ...view(row.avatar) } : null,
    pictures: pictures.map(view),
    price: a.priceCents,
    hstRegistered: row.hstRegistered,
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    distanceKm: a.distanceKm === null ? null : Math.round(a.distanceKm * 10) / 10,
    nextTimes: a.starts.map((s) => s.toISOString()),
    serviceId: row.serviceId,
    bookable: a.bookable,
    studioArea: row.place && row.postalCode ? row.postalCode.slice(0, 3).toUpperCase() : null,
    travels: row.delivery,
    point: artistPoint(row),
  };
}

/**
 * GET /api/search/artists: one page of artist cards. The candidates, their bookings and the
 * page's pictures are three queries whatever the page holds; free times are computed from them.
 */
export async function searchArtists(
  ctx: AppContext,
  query: Query,
  now = new Date(),
): Promise<ArtistSearchPage> {
  const ranked = await rankArtists(ctx, query, now);
  const start = (query.page - 1) * ARTIST_PAGE_SIZE;
  const page = ranked.slice(start, start + ARTIST_PAGE_SIZE);
  const pictures = await findCardPictures(
    ctx.db,
    page.map((a) => a.id),
    query.categories,
    3,
  );
  return {
    artists: page.map((a) =>
      cardOf(
        a,
        pictures.filter((p) => p.artistId === a.id),
      ),
    ),
    total: ranked.length,
    nextPage: start + ARTIST_PAGE_SIZE < ranked.length ? query.page + 1 : null,
  };
}
