import { useQuery } from '@tanstack/react-query';
import { Earnings } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

/** GET /earnings: the artist's balance, next payout, payouts and each booking's share. */
export const fetchEarnings = async (signal?: AbortSignal) =>
  Earnings.parse(await api('/earnings', signal ? { signal } : {}));

export const useEarnings = () =>
  useQuery({ queryKey: ['payouts', 'earnings'], queryFn: ({ signal }) => fetchEarnings(signal) });
