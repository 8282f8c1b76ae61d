import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { normaliseBookingCode } from '#shared/domain/bookings.ts';
import { BookingView } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';
import { bookingKey } from '#client/resources/booking.ts';

const CompleteAnswer = z.object({ booking: BookingView, message: z.string() });

/**
 * POST /book/complete/{code} for one booking: the code the customer read out, as the server
 * compares it (no spaces, capitals). Charges the customer; answers with the completed booking.
 */
export const completeBooking = async ({ bookingId, code }: { bookingId: string; code: string }) =>
  CompleteAnswer.parse(
    await api(`/book/complete/${encodeURIComponent(normaliseBookingCode(code))}`, {
      method: 'POST',
      body: { bookingId },
    }),
  );

export function useCompleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBooking,
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(bookingKey(booking._id), booking);
      return queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
}
