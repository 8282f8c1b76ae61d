import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { ReviewView } from '#shared/schemas/review.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';

/** Every review query lives under this key: one invalidation refreshes lists and visits. */
export const reviewsKey = ['reviews'] as const;
export const reviewKey = (artistId: string) => [...reviewsKey, 'artist', artistId] as const;

/** GET /review/{id}?page=n: the artist's average, count and a page of reviews, newest first. */
export const fetchReview = (artistId: string, page: number, signal?: AbortSignal) =>
  api<ReviewView>(`/review/${encodeURIComponent(artistId)}?page=${page}`, signal ? { signal } : {});

/** The pages read so far ("Show more reviews" reads the next). */
export const useReview = (artistId: string) =>
  useInfiniteQuery({
    queryKey: reviewKey(artistId),
    queryFn: ({ pageParam, signal }) => fetchReview(artistId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
  });

/** After a review is added or deleted: the lists and numbers, the visits, and the bookings. */
export const refreshAfterReview = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewsKey }),
    queryClient.invalidateQueries({ queryKey: bookingsKey }),
  ]);
