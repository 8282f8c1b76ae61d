import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingView, type BookProposalInput } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';

/** POST /book/proposal/{bookingId}: one of the artist's proposed times, booked and accepted. */
export const bookProposal = async ({
  bookingId,
  ...body
}: BookProposalInput & { bookingId: string }) =>
  BookingView.parse(
    await api(`/book/proposal/${encodeURIComponent(bookingId)}`, { method: 'POST', body }),
  );

/** Every booking query is read again after, whatever the answer (a 409 names other times). */
export function useBookProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookProposal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
