import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpStatus } from '#shared/domain/admin.ts';
import { HelpInbox } from '#shared/schemas/admin.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';
import { deleteReviewComment } from '#client/resources/review-comments.ts';

export type InboxFilter = HelpStatus | 'all';

/** GET /admin/help?status=: help-form messages and comment reports. */
export const useHelpInbox = (status: InboxFilter) =>
  useQuery({
    queryKey: [...adminKey, 'help', status],
    queryFn: async ({ signal }) =>
      HelpInbox.parse(await api(`/admin/help?status=${status}`, { signal })),
  });

type Message = { message: string };

/** Reply by e-mail, change the status, delete a reported comment, or settle a disputed no-show. */
export function useHelpAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'reply'; id: string; subject: string; text: string }
        | { kind: 'status'; id: string; status: HelpStatus }
        | { kind: 'delete-comment'; artistId: string; commentId: string }
        | { kind: 'settle-no-show'; bookingId: string; outcome: 'refund' | 'keep'; reason: string },
    ) => {
      if (action.kind === 'settle-no-show') {
        return api<Message>(`/admin/no-shows/${encodeURIComponent(action.bookingId)}/settle`, {
          method: 'POST',
          body: { outcome: action.outcome, reason: action.reason },
        });
      }
      if (action.kind === 'reply') {
        return api<Message>(`/admin/help/${encodeURIComponent(action.id)}/reply`, {
          method: 'POST',
          body: { subject: action.subject, text: action.text },
        });
      }
      if (action.kind === 'status') {
        return api<Message>(`/admin/help/${encodeURIComponent(action.id)}/status`, {
          method: 'POST',
          body: { status: action.status },
        });
      }
      return deleteReviewComment(action.artistId, action.commentId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
