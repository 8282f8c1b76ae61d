import { useQuery } from '@tanstack/react-query';
import { PaymentView } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

export const paymentKey = (bookingId: string) => ['payments', 'booking', bookingId] as const;

/** GET /payments/{bookingId}: the customer's charge for a booking (the pay-again page). */
export const fetchPayment = async (bookingId: string, signal?: AbortSignal) =>
  PaymentView.parse(
    await api(`/payments/${encodeURIComponent(bookingId)}`, signal ? { signal } : {}),
  );

export const usePayment = (bookingId: string) =>
  useQuery({
    queryKey: paymentKey(bookingId),
    queryFn: ({ signal }) => fetchPayment(bookingId, signal),
  });
