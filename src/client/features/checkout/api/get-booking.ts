import { useQuery } from '@tanstack/react-query';
import { bookingKey, fetchBooking } from '#client/resources/booking.ts';

/** The artist's proposal that "Book this time" answers; only asked when checkout was opened with ?rebook=. */
export const useRebookSource = (bookingId: string | null) =>
  useQuery({
    queryKey: bookingKey(bookingId ?? ''),
    queryFn: ({ signal }) => fetchBooking(bookingId ?? '', signal),
    enabled: bookingId !== null,
  });
