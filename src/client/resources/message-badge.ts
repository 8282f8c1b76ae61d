import { useQuery } from '@tanstack/react-query';
import type { Translator } from '#shared/i18n/translator.ts';
import type { UnreadCount } from '#shared/schemas/messages.ts';
import { api } from '#client/lib/api.ts';
import { useAuth } from './auth.tsx';
import { BADGES_REFRESH_MS } from './booking-badges.ts';

/** Every conversation query lives under this key, the unread count included. */
export const messagesKey = ['messages'] as const;
export const unreadMessagesKey = [...messagesKey, 'unread'] as const;

/**
 * GET /messages/unread: the messages waiting for the signed-in person, shown on the Bookings
 * link. In lib because the navigation shows it and may not import a feature.
 */
export function useUnreadMessages(): number {
  const { auth } = useAuth();
  const signedIn = auth.status === 'authenticated';
  const unread = useQuery({
    queryKey: unreadMessagesKey,
    queryFn: ({ signal }) => api<UnreadCount>('/messages/unread', { signal }),
    enabled: signedIn,
    refetchInterval: BADGES_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  return signedIn ? (unread.data?.count ?? 0) : 0;
}

/** What a screen reader hears: "1 unread message", in the page's language. */
export const unreadMessagesText = (count: number, t: Translator['t']) =>
  t('messages.unread', { count });
