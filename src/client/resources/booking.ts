import { useQuery } from '@tanstack/react-query';
import { BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from './booking-badges.ts';

/** One booking, under the bookings' key, so any change to bookings refreshes it too. */
export const bookingKey = (bookingId: string) => [...bookingsKey, 'item', bookingId] as const;

/** GET /book/item/{bookingId}: one booking the caller is a party to, as they see it. */
export const fetchBooking = async (bookingId: string, signal?: AbortSignal) =>
  BookingView.parse(
    await api(`/book/item/${encodeURIComponent(bookingId)}`, signal ? { signal } : {}),
  );

export const bookingTermsKey = ['booking-terms'] as const;

/** GET /book/terms: the fee rate and the cancellation policy, as the server applies them. */
export const fetchBookingTerms = async (signal?: AbortSignal) =>
  BookingTerms.parse(await api('/book/terms', signal ? { signal } : {}));

/** The terms change rarely; the checkout drops them when an order meets a 409. */
export const useBookingTerms = () =>
  useQuery({
    queryKey: bookingTermsKey,
    queryFn: ({ signal }) => fetchBookingTerms(signal),
    staleTime: 5 * 60_000,
  });
