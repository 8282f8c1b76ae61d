import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingState } from '#shared/domain/bookings.ts';
import { BookingView, type ChangeStateInput } from '#shared/schemas/booking.ts';
import { api, ApiError } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';
import { bookingKey } from '#client/resources/booking.ts';

export interface ChangeState extends ChangeStateInput {
  bookingId: string;
  /** The state the person saw: if someone else changed it since, the server answers 409. */
  from: BookingState;
}

/** POST /book/booking/{bookingId}/{from} with the new state (and the proposal's text). */
export const changeBookingState = async ({ bookingId, from, ...body }: ChangeState) =>
  BookingView.parse(
    await api(`/book/booking/${encodeURIComponent(bookingId)}/${encodeURIComponent(from)}`, {
      method: 'POST',
      body,
    }),
  );

/**
 * After a change (or a 409: the booking changed under the person's eyes) every booking query is
 * read again — the lists, the details and the navigation badges.
 */
export function useChangeBookingState() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingsKey });
  return useMutation({
    mutationFn: changeBookingState,
    onSuccess: (view) => {
      queryClient.setQueryData(bookingKey(view._id), view);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
