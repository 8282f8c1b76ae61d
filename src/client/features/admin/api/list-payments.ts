import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminPayments } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

export type PaymentStatusFilter = 'failed' | 'succeeded' | 'all';

const adminPaymentsKey = ['admin', 'payments'] as const;

/** GET /admin/payments?status=: the newest charges, for following up failures and refunding. */
export const fetchAdminPayments = async (status: PaymentStatusFilter, signal?: AbortSignal) =>
  AdminPayments.parse(await api(`/admin/payments?status=${status}`, signal ? { signal } : {}));

export const useAdminPayments = (status: PaymentStatusFilter) =>
  useQuery({
    queryKey: [...adminPaymentsKey, status],
    queryFn: ({ signal }) => fetchAdminPayments(status, signal),
    placeholderData: keepPreviousData,
  });
