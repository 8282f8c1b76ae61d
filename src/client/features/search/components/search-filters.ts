import {
  portfolioTags,
  searchSorts,
  servicePlaces,
  type SearchSort,
  type ServicePlace,
} from '#shared/catalog.ts';
import { centsToDollarsText, parseDollars } from '#shared/domain/money.ts';

/**
 * The search as the page holds it, and its two spellings: the page's URL (readable, shareable:
 * dollars, commas, defaults left out) and the API's query (cents). Pure, so both are tested
 * without a browser.
 *
 * URL: /search?q=balayage&categories=Haircut,Blowout&minPrice=50&maxPrice=120.50&minRating=4
 *      &place=toHome&instantBook=true&sort=price
 */

export type Category = (typeof portfolioTags)[number];

export const ratingOptions = [3, 4, 4.5] as const;

export interface SearchFilters {
  q: string;
  categories: Category[];
  /** Cents, like every amount in the app; the URL spells them in dollars. */
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  place: ServicePlace | null;
  /** Only artists who accept a request for a free time at once. */
  instantBook: boolean;
  sort: SearchSort;
}

export const emptyFilters: SearchFilters = {
  q: '',
  categories: [],
  minPrice: null,
  maxPrice: null,
  minRating: null,
  place: null,
  instantBook: false,
  sort: 'relevance',
};

/** Every filter cleared, the sort kept (the sidebar's "Clear all"). */
export const noFilters: Omit<SearchFilters, 'sort'> = {
  q: '',
  categories: [],
  minPrice: null,
  maxPrice: null,
  minRating: null,
  place: null,
  instantBook: false,
};

export const sortLabels: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price: 'Price: low to high',
  rating: 'Rating',
};

export const placeLabels: Record<ServicePlace, string> = {
  artistSite: 'Artist’s place',
  toHome: 'Your place',
};

const Q_MAX = 100;
const PRICE_MAX = 10_000_000;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function priceFrom(text: string | null): number | null {
  const cents = text === null ? null : parseDollars(text);
  return cents !== null && cents <= PRICE_MAX ? cents : null;
}

/** Reads the page's URL; anything unknown or malformed is ignored rather than refused. */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const chosen = new Set((params.get('categories') ?? '').split(',').map((s) => s.trim()));
  const rating = Number(params.get('minRating'));
  const place = params.get('place');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    // The catalogue's order, each once, so one search has one URL and one cache entry.
    categories: portfolioTags.filter((tag) => chosen.has(tag)),
    minPrice: priceFrom(params.get('minPrice')),
    maxPrice: priceFrom(params.get('maxPrice')),
    minRating: (ratingOptions as readonly number[]).includes(rating) ? rating : null,
    place: isOneOf(servicePlaces, place) ? place : null,
    instantBook: params.get('instantBook') === 'true',
    sort: isOneOf(searchSorts, sort) ? sort : 'relevance',
  };
}

/** Percent-encodes a value but keeps commas and spaces readable ("All-Over+Color,Blowout"). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%20/g, '+');

function toPairs(filters: SearchFilters, money: (cents: number) => string): [string, string][] {
  const pairs: [string, string][] = [];
  if (filters.q) pairs.push(['q', filters.q]);
  if (filters.categories.length > 0) pairs.push(['categories', filters.categories.join(',')]);
  if (filters.minPrice !== null) pairs.push(['minPrice', money(filters.minPrice)]);
  if (filters.maxPrice !== null) pairs.push(['maxPrice', money(filters.maxPrice)]);
  if (filters.minRating !== null) pairs.push(['minRating', String(filters.minRating)]);
  if (filters.place !== null) pairs.push(['place', filters.place]);
  if (filters.instantBook) pairs.push(['instantBook', 'true']);
  if (filters.sort !== 'relevance') pairs.push(['sort', filters.sort]);
  return pairs;
}

const join = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&');

/** The page's search string ("?q=…" or "" with no filters): dollars, defaults left out. */
export function filtersToSearch(filters: SearchFilters): string {
  const query = join(toPairs(filters, centsToDollarsText));
  return query ? `?${query}` : '';
}

/** `/search?…` for a link to a search (home's search box and category tiles). */
export const searchHref = (filters: Partial<SearchFilters>) =>
  `/search${filtersToSearch({ ...emptyFilters, ...filters })}`;

/**
 * The API's query string (no "?"), amounts in cents. A range typed the wrong way round is
 * read the right way round rather than refused.
 */
export function filtersToApiQuery(filters: SearchFilters, cursor?: string | null): string {
  const { minPrice: low, maxPrice: high } = filters;
  const ordered =
    low !== null && high !== null && low > high
      ? { ...filters, minPrice: high, maxPrice: low }
      : filters;
  const pairs = toPairs(ordered, String);
  if (cursor) pairs.push(['cursor', cursor]);
  return join(pairs);
}

/** Filters narrowing the results (the text and the sort are not counted): the mobile badge. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    filters.categories.length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.minRating !== null ? 1 : 0) +
    (filters.place !== null ? 1 : 0) +
    (filters.instantBook ? 1 : 0)
  );
}

export const hasAnyFilter = (filters: SearchFilters) =>
  filters.q !== '' || activeFilterCount(filters) > 0;

/** Whole dollars without cents ("$80"), else with them ("$79.50"). */
export function dollarsText(cents: number): string {
  return `$${centsToDollarsText(cents)}`;
}

/** The active filters in words, for the line under the heading. */
export function describeFilters(filters: SearchFilters): string[] {
  const parts: string[] = [...filters.categories];
  const { minPrice, maxPrice } = filters;
  if (minPrice !== null && maxPrice !== null)
    parts.push(
      `${dollarsText(Math.min(minPrice, maxPrice))}–${dollarsText(Math.max(minPrice, maxPrice))}`,
    );
  else if (minPrice !== null) parts.push(`From ${dollarsText(minPrice)}`);
  else if (maxPrice !== null) parts.push(`Up to ${dollarsText(maxPrice)}`);
  if (filters.minRating !== null) parts.push(`${filters.minRating}+ stars`);
  if (filters.place !== null) parts.push(placeLabels[filters.place]);
  if (filters.instantBook) parts.push('Instant book');
  if (filters.sort !== 'relevance')
    parts.push(`Sorted by ${sortLabels[filters.sort].toLowerCase()}`);
  return parts;
}
