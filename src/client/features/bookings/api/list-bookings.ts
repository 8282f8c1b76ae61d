import { useQuery } from '@tanstack/react-query';
import { BookingList } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';

export type Viewer = 'artist' | 'customer';

export const bookingListKey = (viewer: Viewer) => [...bookingsKey, 'list', viewer] as const;

/** GET /book (the artist's bookings) or GET /book/user-bookings (the customer's). */
export const fetchBookings = async (viewer: Viewer, signal?: AbortSignal) =>
  BookingList.parse(
    await api(viewer === 'artist' ? '/book' : '/book/user-bookings', signal ? { signal } : {}),
  ).bookings;

export const useBookings = (viewer: Viewer) =>
  useQuery({
    queryKey: bookingListKey(viewer),
    queryFn: ({ signal }) => fetchBookings(viewer, signal),
  });
