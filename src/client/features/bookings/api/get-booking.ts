import { useQuery } from '@tanstack/react-query';
import type { BookingView } from '#shared/schemas/booking.ts';
import { bookingKey, fetchBooking } from '#client/resources/booking.ts';

/** The details read afresh; the row from the list shows meanwhile. */
export const useBooking = (bookingId: string, fromList?: BookingView) =>
  useQuery({
    queryKey: bookingKey(bookingId),
    queryFn: ({ signal }) => fetchBooking(bookingId, signal),
    placeholderData: fromList,
  });
