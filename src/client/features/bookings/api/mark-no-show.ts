import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingView } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';
import { bookingKey } from '#client/resources/booking.ts';

/** POST /book/no-show/{bookingId}: the artist marks a customer who never came. */
export const markNoShow = async (bookingId: string) =>
  BookingView.parse(
    await api(`/book/no-show/${encodeURIComponent(bookingId)}`, { method: 'POST' }),
  );

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSuccess: (view) => queryClient.setQueryData(bookingKey(view._id), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
