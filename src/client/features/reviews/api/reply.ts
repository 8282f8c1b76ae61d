import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReviewCommentView } from '#shared/schemas/review.ts';
import { api } from '#client/lib/api.ts';
import { reviewKey } from './get-review.ts';

/** PUT (text) or DELETE (null) /review/comment/{artistId}/{commentId}/reply: the artist's answer. */
export function useReply(artistId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string | null) =>
      ReviewCommentView.parse(
        await api(
          `/review/comment/${encodeURIComponent(artistId)}/${encodeURIComponent(commentId)}/reply`,
          text === null ? { method: 'DELETE' } : { method: 'PUT', body: { text } },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey(artistId) }),
  });
}
