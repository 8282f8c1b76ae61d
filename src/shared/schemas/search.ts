import { z } from 'zod';
import { portfolioTags, professions, searchSorts, servicePlaces } from '../catalog.ts';
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

/**
 * GET /api/search. Several categories travel comma-separated ("Haircut,Blowout"); a tag has
 * no comma. Amounts are cents, like every amount in the API.
 */
export const SearchQuery = z
  .strictObject({
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
    sort: z.enum(searchSorts, { error: 'is not a sort' }).default('relevance'),
    /** Opaque: the `nextCursor` of the previous page, for the same query. */
    cursor: lineText().max(300).optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'must not be more than the highest price',
    path: ['minPrice'],
  });
export type SearchQuery = z.input<typeof SearchQuery>;

/** What a result says about its artist: never contact, address or payment data. */
export const SearchArtist = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  profession: z.enum(professions),
  profileImage: ImageView.nullable(),
  /** The lowest service amount in cents (the "/cad start" price); null without services. */
  price: z.number().int().nullable(),
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
