import { useQuery } from '@tanstack/react-query';
import { BookingView } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/lib/booking-badges.ts';

export const bookingKey = (bookingId: string) => [...bookingsKey, 'item', bookingId] as const;

/** GET /book/item/{bookingId}: one booking the caller is a party to, as they see it. */
export const fetchBooking = async (bookingId: string, signal?: AbortSignal) =>
  BookingView.parse(
    await api(`/book/item/${encodeURIComponent(bookingId)}`, signal ? { signal } : {}),
  );

/** The details read afresh; the row from the list shows meanwhile. */
export const useBooking = (bookingId: string, fromList?: BookingView) =>
  useQuery({
    queryKey: bookingKey(bookingId),
    queryFn: ({ signal }) => fetchBooking(bookingId, signal),
    placeholderData: fromList,
  });
