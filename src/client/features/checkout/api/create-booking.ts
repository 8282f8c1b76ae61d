import { useMutation } from '@tanstack/react-query';
import { CreateBookingAnswer, type CreateBookingInput } from '#shared/schemas/booking.ts';
import { api } from '#client/lib/api.ts';

/**
 * POST /book/create-book/{artistId}: the services, place and card chosen, and the total the
 * customer saw; the server prices the order itself and answers 409 if that total is stale.
 * Answers with a list whose first item is the new booking.
 */
export const createBooking = async (artistId: string, input: CreateBookingInput) =>
  CreateBookingAnswer.parse(
    await api(`/book/create-book/${encodeURIComponent(artistId)}`, { method: 'POST', body: input }),
  );

export const useCreateBooking = (artistId: string) =>
  useMutation({ mutationFn: (input: CreateBookingInput) => createBooking(artistId, input) });
