import { useQuery } from '@tanstack/react-query';
import { ConversationView } from '#shared/schemas/messages.ts';
import { api } from '#client/lib/api.ts';
import { messagesKey } from '#client/resources/message-badge.ts';

export const conversationKey = (bookingId: string) => [...messagesKey, bookingId] as const;
/** Without a live stream (a proxy that buffers, a dropped connection) the page asks this often. */
export const POLL_MS = 5_000;

export const conversationPath = (bookingId: string) =>
  `/book/item/${encodeURIComponent(bookingId)}/messages`;

/** GET /book/item/{bookingId}/messages: the conversation, polled only while not live. */
export const useConversation = (bookingId: string, live: boolean) =>
  useQuery({
    queryKey: conversationKey(bookingId),
    queryFn: async ({ signal }) =>
      ConversationView.parse(await api(conversationPath(bookingId), { signal })),
    refetchInterval: live ? false : POLL_MS,
  });
