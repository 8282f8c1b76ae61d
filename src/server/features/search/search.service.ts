import type { z } from 'zod';
import { SPREAD_WINDOW, spreadPictures } from '#shared/domain/artist-search.ts';
import { allInCents, highestPriceFor, lowestPriceFor } from '#shared/domain/pricing.ts';
import {
  SEARCH_PAGE_SIZE,
  type FeaturedArtist,
  type SearchArtist,
  type SearchPage,
  type SearchQuery,
  type SearchResult,
} from '#shared/schemas/search.ts';
import type { Db } from '../../db/open-db.ts';
import type { AppContext } from '../../context.ts';
import type { Within } from '../../http/public-cache.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import { fromBookingOf } from '../../booking-photos/from-booking.ts';
import { decodeCursor, encodeCursor, searchFingerprint, type OrderBy } from './search-cursor.ts';
import { findFeatured, findSearchPage, type SearchPlan } from './search.queries.ts';
import { foundPicture, type FoundPicture } from './search-rows.queries.ts';
import { findWordTerms, queryWords, textMatch } from './search-text.ts';

/** The home carousel shows at most this many artists. */
const FEATURED_COUNT = 12;

type Query = z.output<typeof SearchQuery>;

/**
 * The artist as a result shows them: never contact, address or payment data. The price is the
 * all-in price (her lowest price with the booking fee), as the profile and checkout show it.
 */
function artistView({ artist, avatar }: FoundPicture, feeBps: number, hst: boolean): SearchArtist {
  return {
    _id: artist.id,
    firstName: artist.firstName,
    profession: artist.profession,
    profileImage: avatar ? imageView(avatar) : null,
    price: artist.priceCents === null ? null : allInCents(artist.priceCents, feeBps),
    hstRegistered: hst,
    // Spec: one decimal.
    rating: artist.rating === null ? null : Math.round(artist.rating * 10) / 10,
    reviewCount: artist.reviewCount,
  };
}

function resultView(found: FoundPicture, feeBps: number, hst: boolean): SearchResult {
  return {
    ...imageView(found.image),
    tag: found.image.tag,
    artist: artistView(found, feeBps, hst),
  };
}

/** Results kept, by the row text they were built from: a result is a function of its row. */
const RESULTS_KEPT = 5000;
const results = new Map<string, SearchResult>();

/**
 * The result of a row, built once and reused while its row is unchanged: any change to the
 * picture or its artist changes the row's text, so a kept result is never out of date. A
 * popular picture is then neither parsed nor rebuilt, which is half the API's work on a page.
 */
function resultOf(row: string, hst: boolean, feeBps: number): SearchResult {
  // The fee rate and the registration are part of the key: the price shown depends on them.
  const key = `${feeBps}:${hst}:${row}`;
  let result = results.get(key);
  if (result) {
    results.delete(key); // kept in order of use: the oldest is dropped first
  } else {
    result = resultView(foundPicture(row), feeBps, hst);
    if (results.size >= RESULTS_KEPT) results.delete(results.keys().next().value!);
  }
  results.set(key, result);
  return result;
}

/** Each kept result's JSON, written once. */
const resultJson = new WeakMap<SearchResult, string>();

/**
 * A page as JSON, its kept results written once each (GET /api/search's serializer: the page
 * is built field by field from typed rows above, so it is not checked again against the
 * schema, which would cost a sixth of the request; the tests check it).
 */
export function pageJson(page: SearchPage): string {
  let json = pageWritten.get(page);
  if (json === undefined) pageWritten.set(page, (json = writePage(page)));
  return json;
}

/** Each kept page's JSON, written once. */
const pageWritten = new WeakMap<SearchPage, string>();

function writePage(page: SearchPage): string {
  const results = page.results.map((result) => {
    let json = resultJson.get(result);
    if (json === undefined) resultJson.set(result, (json = JSON.stringify(result)));
    return json;
  });
  return `{"results":[${results.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}

/**
 * How a query is run: its text turned into lexemes (one small query), its order (relevance
 * without text is newest) and where the cursor left off. Exported for the bench's EXPLAIN.
 */
export async function planSearch(db: Db, query: Query, feeBps: number, within?: Within) {
  const { cursor, q, sort, minPrice, maxPrice, ...rest } = query;
  // The asked prices are all-in; the table keeps the artist's price, and the all-in price rises
  // with it, so the bounds become the exact range of artist's prices (and the order is the same).
  const filters = {
    ...rest,
    minPrice: minPrice === undefined ? undefined : lowestPriceFor(minPrice, feeBps),
    maxPrice: maxPrice === undefined ? undefined : highestPriceFor(maxPrice, feeBps),
  };
  const words = queryWords(q);
  const terms = () => findWordTerms(db, words);
  let text = null;
  if (words.length) {
    // Searches with other filters share their words' lexemes, kept like answers.
    text = textMatch(await (within ? within(`words:${JSON.stringify(words)}`, terms) : terms()));
  }
  const orderBy: OrderBy = sort === 'relevance' && !text ? 'newest' : sort;
  const fingerprint = searchFingerprint({ ...rest, minPrice, maxPrice, q, sort });
  const after = cursor ? decodeCursor(cursor, fingerprint, orderBy) : null;
  const plan: SearchPlan = { ...filters, text, orderBy, after, limit: SEARCH_PAGE_SIZE + 1 };
  return { plan, fingerprint };
}

/** Pictures of listed artists matching the query, 31 at a time, in the asked order. */
export function searchPictures(ctx: AppContext, query: Query): Promise<SearchPage> {
  return ctx.publicCache.get(ctx.db, `search:${JSON.stringify(query)}`, async (within) => {
    const feeBps = ctx.env.CUSTOMER_FEE_BPS;
    const { plan, fingerprint } = await planSearch(ctx.db, query, feeBps, within);
    if (!plan.after)
      return withBookingBadges(ctx, await firstPage(ctx.db, plan, fingerprint, feeBps));
    const rows = await findSearchPage(ctx.db, plan);
    const page = rows.slice(0, SEARCH_PAGE_SIZE);
    const last = page.at(-1);
    // The pictures the first page lifted ahead stay left out of every later page.
    const shown = plan.after.shown;
    return withBookingBadges(ctx, {
      results: page.map((r) => resultOf(r.row, r.hst, feeBps)),
      nextCursor:
        rows.length > SEARCH_PAGE_SIZE && last
          ? encodeCursor(fingerprint, { ...last.after, shown })
          : null,
    });
  });
}

/**
 * The page's photos from real bookings get their badge (decision 0041): one query on the
 * page's picture ids. A photo is in the search only while its customer allows it, and her
 * answer moves the public data version, so a kept page never shows one she withdrew.
 */
async function withBookingBadges(ctx: AppContext, page: SearchPage): Promise<SearchPage> {
  const badges = await fromBookingOf(
    ctx.db,
    page.results.map((r) => r._id),
  );
  if (badges.size === 0) return page;
  return {
    ...page,
    results: page.results.map((r) => {
      const fromBooking = badges.get(r._id);
      return fromBooking ? { ...r, fromBooking } : r;
    }),
  };
}

/** The first page reads this many pictures ahead to spread its first 12 over artists. */
const SPREAD_READ = 64;

/**
 * The first page: its first 12 pictures spread over artists (`spreadPictures`, decision 0036),
 * read from the first 64 in the asked order; then the others in that order. Pictures lifted
 * from beyond the page's last one travel in the cursor, so no later page repeats them.
 */
async function firstPage(
  db: Db,
  plan: SearchPlan,
  fingerprint: string,
  feeBps: number,
): Promise<SearchPage> {
  const rows = await findSearchPage(db, { ...plan, limit: SPREAD_READ + 1 });
  const read = rows.slice(0, SPREAD_READ);
  const found = read.map((r) => ({ r, result: resultOf(r.row, r.hst, feeBps) }));
  const leads = spreadPictures(found.map((f) => ({ ...f, artistId: f.result.artist._id }))).slice(
    0,
    SPREAD_WINDOW,
  );
  const lifted = new Set(leads.map((l) => l.r));
  const rest = found.filter((f) => !lifted.has(f.r));
  const page = [...leads, ...rest.slice(0, SEARCH_PAGE_SIZE - leads.length)];
  // The stream goes on after the longest run of the order all on this page; what the page
  // lifted from beyond it is left out of the next pages.
  const onPage = new Set(page.map((p) => p.r));
  const gap = read.findIndex((r) => !onPage.has(r));
  const lastIndex = gap === -1 ? read.length - 1 : gap - 1;
  const last = read[lastIndex];
  const more = rows.length > lastIndex + 1;
  const shown = page.filter((p) => read.indexOf(p.r) > lastIndex).map((p) => p.result._id);
  return {
    results: page.map((p) => p.result),
    nextCursor: more && last ? encodeCursor(fingerprint, { ...last.after, shown }) : null,
  };
}

/** Artists for the home carousel, each with their newest picture as the cover. */
export function featuredArtists(ctx: AppContext): Promise<FeaturedArtist[]> {
  return ctx.publicCache.get(ctx.db, 'featured', async () => {
    const rows = await findFeatured(ctx.db, FEATURED_COUNT);
    return rows.map((found) => ({
      ...artistView(found, ctx.env.CUSTOMER_FEE_BPS, found.hst),
      lastName: found.lastName,
      cover: imageView(found.image),
    }));
  });
}
