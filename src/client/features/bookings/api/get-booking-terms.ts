import { useQuery } from '@tanstack/react-query';
import { BookingTerms } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';

/** GET /book/terms: the fee rate and the cancellation policy as the server applies them. */
export const fetchBookingTerms = async (signal?: AbortSignal) =>
  BookingTerms.parse(await api('/book/terms', signal ? { signal } : {}));

export const useBookingTerms = () =>
  useQuery({
    queryKey: ['booking-terms'],
    queryFn: ({ signal }) => fetchBookingTerms(signal),
    staleTime: 10 * 60_000,
  });
