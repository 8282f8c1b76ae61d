export { startingPriceText } from '#shared/domain/money.ts';
import type { SearchArtist } from '#shared/schemas/search.ts';

/** "★ 4.8 (12)" to see, and the same in words to hear; "New" before the first review. */
export function ratingTexts(artist: Pick<SearchArtist, 'rating' | 'reviewCount'>): {
  shown: string;
  spoken: string;
} {
  if (artist.rating === null || artist.reviewCount === 0) {
    return { shown: 'New', spoken: 'New artist, no reviews yet' };
  }
  const rating = artist.rating.toFixed(1);
  const reviews = `${artist.reviewCount} ${artist.reviewCount === 1 ? 'review' : 'reviews'}`;
  return {
    shown: `★ ${rating} (${artist.reviewCount})`,
    spoken: `Rated ${rating} out of 5 from ${reviews}`,
  };
}
