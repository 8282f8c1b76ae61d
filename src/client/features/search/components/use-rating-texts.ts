import { formatRating } from '#shared/domain/reviews.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/**
 * "★ 4.8 (12)" to see, and the same in words to hear; "New" before the first review: in the
 * page's language (home's featured artists and the search's cards).
 */
export function useRatingTexts(artist: { rating: number | null; reviewCount: number }) {
  const t = useT();
  const locale = useLocale();
  if (artist.rating === null || artist.reviewCount === 0) {
    return { shown: t('home.featured.new'), spoken: t('home.featured.newSpoken') };
  }
  const rating = formatRating(artist.rating, locale);
  return {
    shown: `★ ${rating} (${artist.reviewCount})`,
    spoken: t('home.featured.spoken', { rating, count: artist.reviewCount }),
  };
}
