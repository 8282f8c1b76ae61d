import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '#shared/schemas/messages.ts';
import { api } from '#client/lib/api.ts';
import { unreadMessagesKey } from '#client/resources/message-badge.ts';
import { conversationPath } from './get-conversation.ts';

/** POST …/messages/read: the read receipts go out and the badge takes the new count. */
export function useReadConversation(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<UnreadCount>(`${conversationPath(bookingId)}/read`, { method: 'POST', body: {} }),
    onSuccess: (unread) => queryClient.setQueryData(unreadMessagesKey, unread),
  });
}
