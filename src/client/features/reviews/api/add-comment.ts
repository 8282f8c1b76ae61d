import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReviewCommentView, type ReviewCommentInput } from '#shared/schemas/review.ts';
import { api } from '#client/lib/api.ts';
import { refreshAfterReview } from './get-review.ts';

/** POST /review/comment/{artistId}: the review of one completed booking. */
export function useAddComment(artistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewCommentInput) =>
      ReviewCommentView.parse(
        await api(`/review/comment/${encodeURIComponent(artistId)}`, {
          method: 'POST',
          body: input,
        }),
      ),
    onSuccess: () => refreshAfterReview(queryClient),
  });
}
