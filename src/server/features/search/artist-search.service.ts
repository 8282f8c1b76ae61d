import type { z } from 'zod';
import {
  keptStartIndexes,
  NEXT_TIMES_SHOWN,
  SEARCH_HORIZON_DAYS,
  startsMatching,
  thisWeekDays,
} from '#shared/domain/artist-search.ts';
import { freeSlots } from '#shared/domain/availability.ts';
import { allInCents, highestPriceFor, lowestPriceFor } from '#shared/domain/pricing.ts';
import { distanceKm } from '#shared/domain/rescue.ts';
import type { Place } from '#shared/domain/travel.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import {
  ARTIST_PAGE_SIZE,
  type ArtistCard,
  type ArtistSearchPage,
  type ArtistSearchQuery,
} from '#shared/schemas/search.ts';
import type { CredentialBadge } from '#shared/schemas/credentials.ts';
import { findBadges } from '../../credentials/badges.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Within } from '../../http/public-cache.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import { locateTorontoPostalCode } from '../../integrations/geo/toronto-fsa.ts';
import { DEFAULT_MINUTES, readVersions, refreshSearchFacts } from './artist-search-facts.ts';
import {
  findArtistCandidates,
  findBusyOfArtists,
  findCardPictures,
  rankArtistPage,
  type ArtistFilters,
  type CandidateRow,
  type CardPicture,
  type RankedRow,
  type RankPlan,
} from './artist-search.queries.ts';
import { findWordTerms, queryWords, textMatch } from './search-text.ts';

type Query = z.output<typeof ArtistSearchQuery>;
type Point = { lat: number; lng: number };

const DAY = 86_400_000;
const MINUTE = 60_000;
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

/** The place of the postal code in the query's `field`, or a 400 naming it. */
function placeOf(code: string | undefined, field: 'near' | 'comesTo'): Place | null {
  if (!code) return null;
  const place = locateTorontoPostalCode(code);
  if (!place) {
    const message = 'is not a Toronto postal code we know';
    throw new AppError('validation', 'Please check the highlighted fields (querystring).', {
      [field]: message,
    });
  }
  return { lat: place.lat, lng: place.lng, postalArea: place.postalPrefix };
}

function artistPoint(a: CandidateRow): Point | null {
  if (a.lat !== null && a.lng !== null) return { lat: a.lat, lng: a.lng };
  const area = a.postalCode ? locateTorontoPostalCode(a.postalCode) : null;
  return area && { lat: area.lat, lng: area.lng };
}

/** The text's lexemes, kept like answers: searches with other filters share them. */
async function textOf(db: Db, q: string, within: Within) {
  const words = queryWords(q);
  if (!words.length) return null;
  return textMatch(await within(`words:${JSON.stringify(words)}`, () => findWordTerms(db, words)));
}

/** A card's artist: her row, her next free times (matching the filter) and where she is. */
interface Found {
  row: CandidateRow;
  starts: Date[];
  bookable: boolean;
  priceCents: number | null;
  distanceKm: number | null;
}

function cardOf(a: Found, pictures: CardPicture[], badges: CredentialBadge[]): ArtistCard {
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
    badges,
    takesEvents: row.takesEvents,
  };
}

/**
 * GET /api/search/artists: one page of artist cards. The kept facts are brought up to date (in
 * batches, only those changed), the database ranks and pages the artists found from them, and
 * the page's cards, bookings and pictures are one query each: the cost does not grow with the
 * cards a page holds, nor with the artists found.
 */
export async function searchArtists(
  ctx: AppContext,
  query: Query,
  now = new Date(),
): Promise<ArtistSearchPage> {
  const versions = await readVersions(ctx.db);
  const { version } = await refreshSearchFacts(ctx.db, now, versions.facts);
  // Kept while neither public data nor anyone's time changes, within the minute: a time that
  // passes its notice meanwhile is refused by the checkout's own check.
  const key = `artists:${version}:${Math.floor(now.getTime() / MINUTE)}:${JSON.stringify(query)}`;
  return ctx.publicCache.getAt(versions.publicData, key, (within) =>
    rankedPage(ctx, query, now, within),
  );
}

async function rankedPage(
  ctx: AppContext,
  query: Query,
  now: Date,
  within: Within,
): Promise<ArtistSearchPage> {
  const feeBps = ctx.env.CUSTOMER_FEE_BPS;
  const near = placeOf(query.near, 'near');
  const comesTo = placeOf(query.comesTo, 'comesTo');
  const { minPrice, maxPrice } = query;
  const filters: ArtistFilters = {
    ...query,
    text: await textOf(ctx.db, query.q, within),
    minPrice: minPrice === undefined ? undefined : lowestPriceFor(minPrice, feeBps),
    maxPrice: maxPrice === undefined ? undefined : highestPriceFor(maxPrice, feeBps),
    credentials: { kinds: query.credentials, today: torontoDay(now) },
    comesTo: comesTo ?? undefined,
  };
  const windows = windowsOf(query, now);
  const filtering = Boolean(query.date || query.freeThisWeek);
  const plan: RankPlan = {
    sort: query.sort,
    indexes: filtering
      ? keptStartIndexes(
          { from: windows[0]!.from, to: windows.at(-1)!.to, timeOfDay: query.timeOfDay },
          torontoDay(now),
        )
      : null,
    showEveryone: Boolean(query.showEveryone),
    near,
    offset: (query.page - 1) * ARTIST_PAGE_SIZE,
    limit: ARTIST_PAGE_SIZE,
  };
  const ranked = await rankArtistPage(ctx.db, filters, plan);
  const total = Number(
    ranked[0]?.total ??
      (plan.offset > 0
        ? ((await rankArtistPage(ctx.db, filters, { ...plan, offset: 0, limit: 1 }))[0]?.total ?? 0)
        : 0),
  );
  const cards = await cardsOf(ctx, ranked, { windows, near, now, categories: query.categories });
  return {
    artists: cards,
    total,
    nextPage: plan.offset + ARTIST_PAGE_SIZE < total ? query.page + 1 : null,
  };
}

/** The page's cards: their rows, bookings and pictures in one query each, in the ranked order. */
async function cardsOf(
  ctx: AppContext,
  ranked: RankedRow[],
  page: { windows: TimeWindow[]; near: Point | null; now: Date; categories: Query['categories'] },
): Promise<ArtistCard[]> {
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => r.id);
  const last = page.windows.at(-1)!.to;
  // Four reads at once, each for the whole page.
  const [candidates, busy, pictures, badges] = await Promise.all([
    findArtistCandidates(ctx.db, { categories: [], text: null, ids }),
    findBusyOfArtists(
      ctx.db,
      ranked.filter((r) => r.bookable).map((r) => r.id),
      new Date(page.now.getTime() - DAY),
      new Date(Date.parse(`${addCalendarDays(last, 3)}T00:00:00Z`)),
    ),
    findCardPictures(ctx.db, ids, page.categories, 3),
    findBadges(ctx.db, ids, torontoDay(page.now)),
  ]);
  const rows = new Map(candidates.map((r) => [r.id, r]));
  return ranked.flatMap(({ id, bookable }) => {
    const row = rows.get(id);
    if (!row) return [];
    const point = artistPoint(row);
    const found: Found = {
      row,
      bookable,
      starts: bookable ? nextStarts(row, busy.get(id) ?? [], page.windows, page.now) : [],
      priceCents:
        row.priceCents === null ? null : allInCents(row.priceCents, ctx.env.CUSTOMER_FEE_BPS),
      distanceKm: page.near && point ? distanceKm(page.near, point) : null,
    };
    return [
      cardOf(
        found,
        pictures.filter((p) => p.artistId === id),
        badges.get(id) ?? [],
      ),
    ];
  });
}
