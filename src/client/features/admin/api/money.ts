import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminMoney, PayoutRunAnswer } from '#shared/schemas/admin.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** GET /admin/money: payout weeks, what is due now, ledger totals. */
export const useAdminMoney = () =>
  useQuery({
    queryKey: [...adminKey, 'money'],
    queryFn: async ({ signal }) => AdminMoney.parse(await api('/admin/money', { signal })),
  });

/** POST /admin/payouts/run: "Run payouts now" (the server never pays a week twice). */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      PayoutRunAnswer.parse(await api('/admin/payouts/run', { method: 'POST' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** POST /admin/payments/{bookingId}/retry: try a failed charge again, or ask about a pending one. */
export function useRetryCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api<{ message: string }>(`/admin/payments/${encodeURIComponent(bookingId)}/retry`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** POST /admin/payments/{bookingId}/resolve: a failed charge followed up outside the app. */
export function useResolveCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      api<{ message: string }>(`/admin/payments/${encodeURIComponent(bookingId)}/resolve`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
