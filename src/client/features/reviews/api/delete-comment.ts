import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { refreshAfterReview } from './get-review.ts';

/** DELETE /review/comment/{artistId}/{commentId}: by its author or an admin. */
export function useDeleteComment(artistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      api<{ message: string }>(
        `/review/comment/${encodeURIComponent(artistId)}/${encodeURIComponent(commentId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => refreshAfterReview(queryClient),
  });
}
