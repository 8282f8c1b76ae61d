import { EmptyState, LoadError } from '#client/components/ui/page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useReview } from '../api/get-review.ts';
import { ReviewItem } from './review-item.tsx';

/** The profile's reviews, newest first, a page at a time (spec §2; "No reviews yet." when none). */
export function ReviewsSection({ artistId }: { artistId: string }) {
  const query = useReview(artistId);
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="mb-3 text-2xl font-semibold">
        Reviews
      </h2>
      {query.isPending ? (
        <p className="text-muted" role="status">
          Loading reviews…
        </p>
      ) : query.isError ? (
        <LoadError what="the reviews" error={query.error} />
      ) : comments.length === 0 ? (
        <EmptyState message="No reviews yet." />
      ) : (
        <>
          <ul aria-label="Reviews, newest first" className="flex flex-col gap-3">
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
              {query.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
