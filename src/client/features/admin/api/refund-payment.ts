import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { RefundAnswer, type RefundInput } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** POST /admin/payments/{bookingId}/refund: all of what is left without an amount, or part of it. */
export const refundPayment = async (bookingId: string, refund: z.input<typeof RefundInput>) =>
  RefundAnswer.parse(
    await api(`/admin/payments/${encodeURIComponent(bookingId)}/refund`, {
      method: 'POST',
      body: refund,
    }),
  );

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...refund }: { bookingId: string } & z.input<typeof RefundInput>) =>
      refundPayment(bookingId, refund),
    // The payments, the ledger's totals, the overview's money and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
