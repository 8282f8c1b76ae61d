/** Reviews of verified visits (docs/product.md "Content"): the numbers and words both sides use. */

import type { Locale } from '../i18n/locales.ts';

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Spec §9: the stars preselected on a new review. */
export const DEFAULT_RATING = 4;
export const SUBJECT_MAX = 60;
export const TEXT_MAX = 1000;
export const REPLY_MAX = 1000;
/** Reviews per page of a profile's list. */
export const REVIEWS_PAGE_SIZE = 10;
/** A customer who has not reviewed a completed booking is reminded once, this long after it. */
export const REVIEW_REMINDER_DELAY_MS = 3 * 24 * 3_600_000;
/** What a review of a deleted account shows instead of a name. */
export const FORMER_CLIENT = 'Former client';

/** The review comment page of one visit: the completion e-mail and the booking link here. */
export const reviewPagePath = (artistId: string, bookingId: string) =>
  `/profile/artist/${artistId}/${bookingId}`;

/** The anchor of one review on the artist's profile (a report links to it). */
export const reviewAnchor = (commentId: string) => `review-${commentId}`;

/** "4.3" ("4,3" in French): an average to one decimal. */
export const formatRating = (average: number, locale: Locale = 'en-CA') =>
  locale === 'fr-CA' ? average.toFixed(1).replace('.', ',') : average.toFixed(1);

/** "★ 4.8 (12)" to see, and the same in words to hear; "New" before the first review. */
export function ratingTexts(artist: { rating: number | null; reviewCount: number }): {
  shown: string;
  spoken: string;
} {
  if (artist.rating === null || artist.reviewCount === 0) {
    return { shown: 'New', spoken: 'New artist, no reviews yet' };
  }
  const rating = formatRating(artist.rating);
  const reviews = `${artist.reviewCount} ${artist.reviewCount === 1 ? 'review' : 'reviews'}`;
  return {
    shown: `★ ${rating} (${artist.reviewCount})`,
    spoken: `Rated ${rating} out of 5 from ${reviews}`,
  };
}
