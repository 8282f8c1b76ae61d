import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentView } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';
import { paymentKey } from './get-payment.ts';

/** POST /payments/{bookingId}/retry: charges a failed payment again, to the card chosen. */
export const retryPayment = async (bookingId: string, stripeCardId: string) =>
  PaymentView.parse(
    await api(`/payments/${encodeURIComponent(bookingId)}/retry`, {
      method: 'POST',
      body: { stripeCardId },
    }),
  );

export function useRetryPayment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stripeCardId: string) => retryPayment(bookingId, stripeCardId),
    onSuccess: (view) => queryClient.setQueryData(paymentKey(bookingId), view),
  });
}
