import { useQuery } from '@tanstack/react-query';
import { BookingView } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';

/** GET /book/item/{bookingId}: the artist's proposal that "Book this time" answers. */
export const fetchBooking = async (bookingId: string, signal?: AbortSignal) =>
  BookingView.parse(
    await api(`/book/item/${encodeURIComponent(bookingId)}`, signal ? { signal } : {}),
  );

/** Only asked when checkout was opened with ?rebook=; null id: not asked. */
export const useRebookSource = (bookingId: string | null) =>
  useQuery({
    queryKey: ['checkout', 'rebook', bookingId] as const,
    queryFn: ({ signal }) => fetchBooking(bookingId ?? '', signal),
    enabled: bookingId !== null,
    staleTime: Infinity,
  });
