import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConversationView } from '#shared/schemas/messages.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

const key = (messageId: string) => [...adminKey, 'conversation', messageId] as const;

/** GET /admin/messages/{id}: the conversation a reported message belongs to. */
export const useReportedConversation = (messageId: string, enabled: boolean) =>
  useQuery({
    queryKey: key(messageId),
    queryFn: async ({ signal }) =>
      ConversationView.parse(
        await api(`/admin/messages/${encodeURIComponent(messageId)}`, { signal }),
      ),
    enabled,
  });

/** DELETE /admin/messages/{id}: removes one message of it. */
export function useDeleteMessage(reportedId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api<{ message: string }>(`/admin/messages/${encodeURIComponent(messageId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(reportedId) }),
  });
}
