import { api } from '#client/lib/api.ts';

/** DELETE /review/comment/{artistId}/{commentId}: by its author, or by an admin from the help inbox. */
export const deleteReviewComment = (artistId: string, commentId: string) =>
  api<{ message: string }>(
    `/review/comment/${encodeURIComponent(artistId)}/${encodeURIComponent(commentId)}`,
    { method: 'DELETE' },
  );
