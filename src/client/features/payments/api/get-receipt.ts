import { useQuery } from '@tanstack/react-query';
import { Receipt } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

/** GET /payments/{bookingId}/receipt: the receipt of a charged booking. */
export const useReceipt = (bookingId: string) =>
  useQuery({
    queryKey: ['payments', 'receipt', bookingId],
    queryFn: async ({ signal }) =>
      Receipt.parse(await api(`/payments/${encodeURIComponent(bookingId)}/receipt`, { signal })),
  });
