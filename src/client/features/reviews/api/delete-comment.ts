import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReviewComment } from '#client/resources/review-comments.ts';
import { refreshAfterReview } from './get-review.ts';

/** Deleting a comment on her review: by its author or an admin. */
export function useDeleteComment(artistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteReviewComment(artistId, commentId),
    onSuccess: () => refreshAfterReview(queryClient),
  });
}
