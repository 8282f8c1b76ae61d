import { useQuery } from '@tanstack/react-query';
import type { Translator } from '#shared/i18n/translator.ts';
import type { BookingBadges } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';
import { useAuth } from './auth.tsx';

/**
 * Every booking query lives under this key, the badges included: one invalidation after a
 * booking changes refreshes the lists, the details and the navigation badges together.
 */
export const bookingsKey = ['bookings'] as const;
export const bookingBadgesKey = [...bookingsKey, 'badges'] as const;

/** How often the badges are asked again while a page is open (they also refresh on focus). */
export const BADGES_REFRESH_MS = 30_000;

export const fetchBookingBadges = (signal?: AbortSignal) =>
  api<BookingBadges>('/book/badges', signal ? { signal } : {});

/**
 * GET /book/badges: the number the Bookings link shows (spec §4) — an artist's requests, or a
 * customer's bookings with news — or 0 when signed out. Lives in lib because the navigation
 * (components/layouts) shows it and may not import a feature.
 */
export function useBookingsBadge(): { count: number; kind: 'artist' | 'customer' } {
  const { auth } = useAuth();
  const signedIn = auth.status === 'authenticated';
  const kind = signedIn && auth.user.profile ? 'artist' : 'customer';
  const badges = useQuery({
    queryKey: bookingBadgesKey,
    queryFn: ({ signal }) => fetchBookingBadges(signal),
    enabled: signedIn,
    refetchInterval: BADGES_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  return { count: signedIn ? (badges.data?.[kind] ?? 0) : 0, kind };
}

/** What a screen reader hears beside "Bookings": "3 new requests", "1 booking update". */
export function bookingsBadgeText(
  count: number,
  kind: 'artist' | 'customer',
  t: Translator['t'],
): string {
  return t(kind === 'artist' ? 'bookings.badge.requests' : 'bookings.badge.updates', { count });
}
