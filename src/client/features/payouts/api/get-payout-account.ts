import { useQuery } from '@tanstack/react-query';
import { PayoutAccountView } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

export const payoutAccountKey = ['payouts', 'account'] as const;

/** GET /stripe/account: the artist's own payout account, connected or not. */
export const fetchPayoutAccount = async (signal?: AbortSignal) =>
  PayoutAccountView.parse(await api('/stripe/account', signal ? { signal } : {}));

export const usePayoutAccount = () =>
  useQuery({
    queryKey: payoutAccountKey,
    queryFn: ({ signal }) => fetchPayoutAccount(signal),
  });
