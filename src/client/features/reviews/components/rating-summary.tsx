import { formatRating } from '#shared/domain/reviews.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useReview } from '../api/get-review.ts';
import { Stars } from './stars.tsx';

/** The profile header's numbers: the average to one decimal and the count, linking to the list. */
export function RatingSummary({ artistId }: { artistId: string }) {
  const t = useT();
  const locale = useLocale();
  const review = useReview(artistId).data?.pages[0];
  if (!review) return null;
  if (review.ratingAverage === null || review.reviewCount === 0) {
    return <p className="mt-2 text-sm text-muted">{t('reviews.none')}</p>;
  }
  const count = t('reviews.count', { count: review.reviewCount });
  return (
    <a
      href="#reviews"
      className="mt-2 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-ink underline-offset-2 hover:underline"
    >
      <Stars rating={review.ratingAverage} />
      <span>
        {formatRating(review.ratingAverage, locale)} · {count}
      </span>
    </a>
  );
}
