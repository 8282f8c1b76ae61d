import { useQuery } from '@tanstack/react-query';
import { BookingTerms } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';

export const bookingTermsKey = ['checkout', 'terms'] as const;

/** GET /book/terms: the customer fee rate and the cancellation policy, as the server applies them. */
export const fetchBookingTerms = async (signal?: AbortSignal) =>
  BookingTerms.parse(await api('/book/terms', signal ? { signal } : {}));

export const useBookingTerms = () =>
  useQuery({
    queryKey: bookingTermsKey,
    queryFn: ({ signal }) => fetchBookingTerms(signal),
    staleTime: 5 * 60_000,
  });
