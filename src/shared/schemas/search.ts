import { z } from 'zod';
import { portfolioTags, professions, searchSorts, servicePlaces } from '../catalog.ts';
import { artistSorts, dateFilterProblem } from '../domain/artist-search.ts';
import { credentialKinds } from '../domain/credentials.ts';
import { parseBoundingBox } from '../domain/bounding-box.ts';
import { CredentialBadge } from './credentials.ts';
import { timesOfDay } from '../domain/rescue.ts';
import { lineText } from './common.ts';
import { ImageView } from './profile.ts';

/** Spec §9: search results come 31 at a time. */
export const SEARCH_PAGE_SIZE = 31;

/** A whole number of cents from a query string ("5000" → 5000). */
const cents = z.coerce
  .number({ error: 'must be an amount in cents' })
  .int('must be a whole number of cents')
  .min(0, 'must be 0 or more')
  .max(10_000_000, 'is too large');

/** The filters both searches share (pictures and artists). */
const filterFields = {
  q: lineText().trim().max(100, 'must be at most 100 characters').default(''),
  categories: z
    .string()
    .max(400)
    .default('')
    .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))
    .pipe(z.array(z.enum(portfolioTags, { error: 'is not a search category' })).max(9)),
  minPrice: cents.optional(),
  maxPrice: cents.optional(),
  minRating: z.coerce.number().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').optional(),
  place: z.enum(servicePlaces, { error: 'must be artistSite or toHome' }).optional(),
  /** Only artists who accept a request for a free time at once. */
  instantBook: z
    .enum(['true'], { error: 'must be true' })
    .transform(() => true)
    .optional(),
  /** Only artists who take weddings and events (decision 0042). */
  events: z
    .enum(['true'], { error: 'must be true' })
    .transform(() => true)
    .optional(),
};

const priceRange = (v: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice;
const PRICE_RANGE = { message: 'must not be more than the highest price', path: ['minPrice'] };

/**
 * GET /api/search. Several categories travel comma-separated ("Haircut,Blowout"); a tag has
 * no comma. Amounts are cents, like every amount in the API.
 */
export const SearchQuery = z
  .strictObject({
    ...filterFields,
    sort: z.enum(searchSorts, { error: 'is not a sort' }).default('relevance'),
    /** Opaque: the `nextCursor` of the previous page, for the same query. */
    cursor: lineText().max(1200).optional(),
  })
  .refine(priceRange, PRICE_RANGE);
export type SearchQuery = z.input<typeof SearchQuery>;

/** What a result says about its artist: never contact, address or payment data. */
export const SearchArtist = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  profession: z.enum(professions),
  profileImage: ImageView.nullable(),
  /** The lowest all-in price in cents (her price with the booking fee); null without services. */
  price: z.number().int().nullable(),
  /** Registered for GST/HST: HST is added to her price at checkout ("+ HST"). */
  hstRegistered: z.boolean(),
  /** Average review rating 1–5, one decimal; null until the first review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type SearchArtist = z.infer<typeof SearchArtist>;

/** One portfolio picture found, with its artist. */
export const SearchResult = ImageView.extend({
  tag: z.enum(portfolioTags),
  artist: SearchArtist,
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchPage = z.object({
  results: z.array(SearchResult),
  /** Pass as `cursor` for the next 31; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchPage = z.infer<typeof SearchPage>;

/** GET /api/search/featured: artists for the home carousel, each with a cover picture. */
export const FeaturedArtist = SearchArtist.extend({
  lastName: z.string(),
  cover: ImageView,
});
export type FeaturedArtist = z.infer<typeof FeaturedArtist>;

/** Search by artist: 12 artist cards a page. */
export const ARTIST_PAGE_SIZE = 12;
/** Pages beyond this are not served (a narrower search finds her sooner). */
export const ARTIST_MAX_PAGE = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** "west,south,east,north" in degrees: the map's visible area. */
export const BoundingBox = z
  .string()
  .max(100)
  .transform((v, ctx) => {
    const box = parseBoundingBox(v);
    if (!box) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be west,south,east,north in degrees, west of east and south of north',
      });
      return z.NEVER;
    }
    return box;
  });

/** A Toronto postal code or its first three characters (M5V or M5V 2T6). */
export const postalArea = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^M\d[A-Z](\s?\d[A-Z]\d)?$/, 'must be a Toronto postal code, like M5V 2T6');

/**
 * GET /api/search/artists. Without "Show everyone", only artists who can take bookings (a bank
 * account connected and a free time in the next 60 days) are found. A date filter reaches 60
 * days at most; a time of day narrows it (or "free this week") to mornings, afternoons or
 * evenings, Toronto time. Sorting by distance needs a place (`near`).
 */
export const ArtistSearchQuery = z
  .strictObject({
    ...filterFields,
    sort: z.enum(artistSorts, { error: 'is not a sort' }).default('bestMatch'),
    near: postalArea.optional(),
    /** Only artists who come to this postal code: it is inside the area each travels to. */
    comesTo: postalArea.optional(),
    date: isoDate.optional(),
    timeOfDay: z.enum(timesOfDay, { error: 'must be morning, afternoon or evening' }).optional(),
    freeThisWeek: z
      .enum(['true'], { error: 'must be true' })
      .transform(() => true)
      .optional(),
    showEveryone: z
      .enum(['true'], { error: 'must be true' })
      .transform(() => true)
      .optional(),
    bbox: BoundingBox.optional(),
    /** Only artists holding a badge of each of these kinds ("insurance,police-check"). */
    credentials: z
      .string()
      .max(60)
      .default('')
      .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))
      .pipe(z.array(z.enum(credentialKinds, { error: 'is not a credential' })).max(3)),
    page: z.coerce
      .number({ error: 'must be a page number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(ARTIST_MAX_PAGE, `must be at most ${ARTIST_MAX_PAGE}`)
      .default(1),
  })
  .refine(priceRange, PRICE_RANGE)
  .superRefine((v, ctx) => {
    const problem = v.date === undefined ? null : dateFilterProblem(v.date, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['date'] });
    if (v.sort === 'distance' && !v.near) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give a postal code to sort by distance',
        path: ['near'],
      });
    }
    if (v.timeOfDay && !v.date && !v.freeThisWeek) {
      ctx.addIssue({
        code: 'custom',
        message: 'Pick a date or "free this week" first',
        path: ['timeOfDay'],
      });
    }
  });
export type ArtistSearchQuery = z.input<typeof ArtistSearchQuery>;

/** One artist card: never contact, address or payment data. */
export const ArtistCard = SearchArtist.extend({
  /** Up to three of her pictures (those in the asked categories first, then the newest). */
  pictures: z.array(ImageView),
  /** Kilometres from the place the customer gave, one decimal; null without one. */
  distanceKm: z.number().nullable(),
  /** Her next free times (ISO instants, shown in Toronto time), up to three. */
  nextTimes: z.array(z.string()),
  /** The service the times are for (her lowest priced): the checkout opens on it. */
  serviceId: z.uuid().nullable(),
  /** False: "Not taking bookings yet" (found only with "Show everyone"). */
  bookable: z.boolean(),
  /** Her studio's district (M5V), or null without a studio. */
  studioArea: z.string().nullable(),
  /** She travels to the client's home. */
  travels: z.boolean(),
  /**
   * Where she shows on the map: her studio's district centre, or the centre of the area she
   * travels to (never her street). Null when she gave no place.
   */
  point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** Her checked credentials ("Insured · until March 2027"). */
  badges: z.array(CredentialBadge),
  /** She takes weddings and events: the card's badge (decision 0042). */
  takesEvents: z.boolean().optional(),
});
export type ArtistCard = z.infer<typeof ArtistCard>;

export const ArtistSearchPage = z.object({
  artists: z.array(ArtistCard),
  /** How many artists the search found in all. */
  total: z.number().int(),
  /** The next page's number, or null on the last. */
  nextPage: z.number().int().nullable(),
});
export type ArtistSearchPage = z.infer<typeof ArtistSearchPage>;
