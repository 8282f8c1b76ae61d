import { EmptyState, LoadError } from '#client/components/ui/page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useReview } from '../api/get-review.ts';
import { ReviewItem } from './review-item.tsx';

/** The profile's reviews, newest first, a page at a time (spec §2; "No reviews yet." when none). */
export function ReviewsSection({ artistId }: { artistId: string }) {
  const t = useT();
  const query = useReview(artistId);
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="mb-3 text-2xl font-semibold">
        {t('reviews.title')}
      </h2>
      {query.isPending ? (
        <p className="text-muted" role="status">
          {t('reviews.loadingList')}
        </p>
      ) : query.isError ? (
        <LoadError what={t('reviews.these')} error={query.error} />
      ) : comments.length === 0 ? (
        <EmptyState message={t('reviews.none')} />
      ) : (
        <>
          <ul aria-label={t('reviews.newestFirst')} className="flex flex-col gap-3">
            {comments.map((comment) => (
              <li key={comment._id}>
                <ReviewItem artistId={artistId} comment={comment} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4"
              isDisabled={query.isFetchingNextPage}
              onPress={() => void query.fetchNextPage()}
            >
              {t(query.isFetchingNextPage ? 'reviews.loading' : 'reviews.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
