import {
  artistSorts,
  portfolioTags,
  searchSorts,
  servicePlaces,
  timesOfDay,
  type ArtistSort,
  type SearchSort,
  type ServicePlace,
  type TimeOfDay,
} from '#shared/catalog.ts';
import { credentialKinds, type CredentialKind } from '#shared/domain/credentials.ts';
import { centsToDollarsText, formatWholeCents, parseDollars } from '#shared/domain/money.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { tagName } from '#shared/i18n/catalog-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';
import { parseBoundingBox } from '#shared/domain/bounding-box.ts';

/**
 * The search as the page holds it, and its two spellings: the page's URL (readable, shareable:
 * dollars, commas, defaults left out) and the API's query (cents). Pure, so both are tested
 * without a browser.
 *
 * URL: /search?q=balayage&categories=Haircut,Blowout&minPrice=50&maxPrice=120.50&minRating=4
 *      &place=toHome&instantBook=true&sort=price
 * Artists (the default view) also read near=M5V&date=2026-12-01&timeOfDay=morning
 *      &freeThisWeek=true&showEveryone=true&order=soonest; the Pictures view is view=pictures.
 */

export type SearchView = 'artists' | 'pictures';

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
  /** Only artists who take weddings and events (decision 0042). */
  events?: boolean | undefined;
  sort: SearchSort;
  view: SearchView;
  /** The artists' order (the pictures have `sort`). */
  order: ArtistSort;
  /** A Toronto postal code the distance is measured from. */
  near: string;
  /** Only artists who come to `near` (it is inside the area each travels to). */
  comesTo: boolean;
  /** YYYY-MM-DD: free that day. */
  date: string;
  timeOfDay: TimeOfDay | null;
  freeThisWeek: boolean;
  showEveryone: boolean;
  /** The map's area, "west,south,east,north" (5 decimals), or "" for anywhere. */
  bbox: string;
  /** Only artists with these checked credentials (decision 0041). */
  credentials: readonly CredentialKind[];
}

/** The artists' own filters, cleared. */
const noArtistFilters = {
  near: '',
  comesTo: false,
  date: '',
  timeOfDay: null,
  freeThisWeek: false,
  showEveryone: false,
  bbox: '',
  credentials: [],
} as const;

/** The filters both views have, cleared. */
const noSharedFilters: Pick<
  SearchFilters,
  'q' | 'categories' | 'minPrice' | 'maxPrice' | 'minRating' | 'place' | 'instantBook'
> = {
  q: '',
  categories: [],
  minPrice: null,
  maxPrice: null,
  minRating: null,
  place: null,
  instantBook: false,
};

export const emptyFilters: SearchFilters = {
  ...noSharedFilters,
  sort: 'relevance',
  view: 'artists',
  order: 'bestMatch',
  ...noArtistFilters,
};

/** Every filter cleared, the sort kept (the sidebar's "Clear all"). */
export const noFilters: Omit<SearchFilters, 'sort' | 'view' | 'order'> = {
  ...noSharedFilters,
  events: undefined,
  ...noArtistFilters,
};

/** The artists' orders' names (catalogue keys). */
export const orderLabels: Record<ArtistSort, MessageKey> = {
  bestMatch: 'search.order.bestMatch',
  soonest: 'search.order.soonest',
  price: 'search.order.price',
  distance: 'search.order.distance',
  rating: 'search.order.rating',
};

const POSTAL = /^M\d[A-Z](\s?\d[A-Z]\d)?$/;
/** A Toronto postal code as typed ("m5v 2t6" → "M5V 2T6"), or null. */
export function readPostalCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return POSTAL.test(code) ? code : null;
}

export const sortLabels: Record<SearchSort, MessageKey> = {
  relevance: 'search.order.relevance',
  newest: 'search.order.newest',
  price: 'search.order.price',
  rating: 'search.order.rating',
};

export const placeLabels: Record<ServicePlace, MessageKey> = {
  artistSite: 'search.place.artistSite',
  toHome: 'search.place.toHome',
};

/** The parts of the day, as a filter names them. */
export const timeOfDayLabels: Record<TimeOfDay, MessageKey> = {
  morning: 'search.filters.morning',
  afternoon: 'search.filters.afternoon',
  evening: 'search.filters.evening',
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
    ...(params.get('events') === 'true' ? { events: true } : {}),
    sort: isOneOf(searchSorts, sort) ? sort : 'relevance',
    ...parseArtistFilters(params),
  };
}

function parseArtistFilters(params: URLSearchParams) {
  const order = params.get('order');
  const time = params.get('timeOfDay');
  const date = params.get('date') ?? '';
  const near = readPostalCode(params.get('near') ?? '') ?? '';
  const freeThisWeek = params.get('freeThisWeek') === 'true';
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  return {
    view: params.get('view') === 'pictures' ? ('pictures' as const) : ('artists' as const),
    // Distance needs a place.
    order: isOneOf(artistSorts, order) && (order !== 'distance' || near) ? order : 'bestMatch',
    near,
    // Where she comes to is the place given.
    comesTo: Boolean(near) && params.get('comesTo') === near,
    date: dated,
    // A time of day narrows a date or this week.
    timeOfDay: isOneOf(timesOfDay, time) && (dated || freeThisWeek) ? time : null,
    freeThisWeek,
    showEveryone: params.get('showEveryone') === 'true',
    bbox: readBoundingBox(params.get('bbox') ?? ''),
    credentials: credentialKinds.filter((kind) =>
      (params.get('credentials') ?? '').split(',').includes(kind),
    ),
  };
}

/** A map area as the URL spells it, or "" when it is not four numbers in the right order. */
export function readBoundingBox(text: string): string {
  return parseBoundingBox(text) ? text : '';
}

/** The URL's spelling of a map area. */
export const boundingBoxText = (b: { west: number; south: number; east: number; north: number }) =>
  [b.west, b.south, b.east, b.north].map((n) => n.toFixed(5)).join(',');

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
  if (filters.events) pairs.push(['events', 'true']);
  if (filters.sort !== 'relevance') pairs.push(['sort', filters.sort]);
  return pairs;
}

function artistPairs(filters: SearchFilters): [string, string][] {
  const pairs: [string, string][] = [];
  if (filters.near) pairs.push(['near', filters.near]);
  if (filters.near && filters.comesTo) pairs.push(['comesTo', filters.near]);
  if (filters.date) pairs.push(['date', filters.date]);
  if (filters.freeThisWeek) pairs.push(['freeThisWeek', 'true']);
  if (filters.timeOfDay) pairs.push(['timeOfDay', filters.timeOfDay]);
  if (filters.showEveryone) pairs.push(['showEveryone', 'true']);
  if (filters.bbox) pairs.push(['bbox', filters.bbox]);
  if (filters.credentials.length) pairs.push(['credentials', filters.credentials.join(',')]);
  return pairs;
}

const join = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&');

/** The page's search string ("?q=…" or "" with no filters): dollars, defaults left out. */
export function filtersToSearch(filters: SearchFilters): string {
  const pairs = toPairs(filters, centsToDollarsText);
  if (filters.view === 'pictures') pairs.unshift(['view', 'pictures']);
  pairs.push(...artistPairs(filters));
  if (filters.order !== 'bestMatch') pairs.push(['order', filters.order]);
  const query = join(pairs);
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

/** The artist search's query string (no "?"): the shared filters, its own, its order, page. */
export function artistsApiQuery(filters: SearchFilters, page = 1): string {
  const shared = toPairs({ ...filters, sort: 'relevance' }, String);
  const pairs = [...shared, ...artistPairs(filters)];
  if (filters.order !== 'bestMatch') pairs.push(['sort', filters.order]);
  if (page > 1) pairs.push(['page', String(page)]);
  return join(pairs);
}

/** Filters narrowing the results (the text and the sort are not counted): the mobile badge. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    filters.categories.length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.minRating !== null ? 1 : 0) +
    (filters.place !== null ? 1 : 0) +
    (filters.instantBook ? 1 : 0) +
    (filters.events ? 1 : 0) +
    (filters.near ? 1 : 0) +
    (filters.date || filters.freeThisWeek ? 1 : 0) +
    (filters.showEveryone ? 1 : 0) +
    (filters.bbox ? 1 : 0) +
    (filters.credentials.length ? 1 : 0)
  );
}

export const hasAnyFilter = (filters: SearchFilters) =>
  filters.q !== '' || activeFilterCount(filters) > 0;

type T = Translator['t'];

/** A minimum rating as the page's language writes it: "4.5" / "4,5". */
export const ratingText = (rating: number, locale: Locale) =>
  new Intl.NumberFormat(locale).format(rating);

/** The active filters in words, in the page's language, for the line under the heading. */
export function describeFilters(filters: SearchFilters, t: T, locale: Locale): string[] {
  const parts: string[] = filters.categories.map((tag) => tagName(tag, t));
  const { minPrice, maxPrice } = filters;
  const amount = (cents: number) => formatWholeCents(cents, locale);
  if (minPrice !== null && maxPrice !== null)
    parts.push(
      t('search.summary.range', {
        min: amount(Math.min(minPrice, maxPrice)),
        max: amount(Math.max(minPrice, maxPrice)),
      }),
    );
  else if (minPrice !== null) parts.push(t('search.summary.from', { amount: amount(minPrice) }));
  else if (maxPrice !== null) parts.push(t('search.summary.upTo', { amount: amount(maxPrice) }));
  if (filters.minRating !== null)
    parts.push(t('search.filters.stars', { rating: ratingText(filters.minRating, locale) }));
  if (filters.place !== null) parts.push(t(placeLabels[filters.place]));
  if (filters.instantBook) parts.push(t('search.filters.instant'));
  if (filters.view === 'artists') parts.push(...describeArtistFilters(filters, t, locale));
  if (filters.view === 'pictures' && filters.sort !== 'relevance')
    parts.push(
      t('search.summary.sorted', { order: t(sortLabels[filters.sort]).toLocaleLowerCase(locale) }),
    );
  return parts;
}

const timeWords: Record<TimeOfDay, MessageKey> = {
  morning: 'search.summary.morning',
  afternoon: 'search.summary.afternoon',
  evening: 'search.summary.evening',
};

/** A `YYYY-MM-DD` day in words ("December 5, 2026" / "5 décembre 2026"). */
const dayText = (date: string, locale: Locale) =>
  formatTorontoDate(new Date(`${date}T12:00:00Z`), locale);

function describeArtistFilters(filters: SearchFilters, t: T, locale: Locale): string[] {
  const parts: string[] = [];
  const part = filters.timeOfDay ? t(timeWords[filters.timeOfDay]) : null;
  if (filters.date) {
    const date = dayText(filters.date, locale);
    parts.push(
      part ? t('search.summary.freeOnAt', { date, part }) : t('search.summary.freeOn', { date }),
    );
  } else if (filters.freeThisWeek)
    parts.push(part ? t('search.summary.thisWeekAt', { part }) : t('search.filters.thisWeek'));
  if (filters.near) parts.push(t('search.summary.near', { code: filters.near }));
  if (filters.showEveryone) parts.push(t('search.summary.everyone'));
  if (filters.order !== 'bestMatch')
    parts.push(
      t('search.summary.sorted', {
        order: t(orderLabels[filters.order]).toLocaleLowerCase(locale),
      }),
    );
  return parts;
}
