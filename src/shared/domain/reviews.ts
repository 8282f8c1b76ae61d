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
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
