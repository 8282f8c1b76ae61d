import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PayoutCallbackAnswer } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';
import { currentUserKey } from '#client/resources/auth.tsx';
import { myProfileKey } from '#client/resources/my-profile.ts';
import { payoutAccountKey } from './get-payout-account.ts';

/**
 * POST /stripe/account/{code}: the provider sent the artist back to /confirm-account?code=;
 * the server checks the account. A mutation: the code works once.
 */
export const confirmPayoutAccount = async (code: string) =>
  PayoutCallbackAnswer.parse(
    await api(`/stripe/account/${encodeURIComponent(code)}`, { method: 'POST' }),
  );

/** Then the user and the profile are read again (spec §7), so Banking info loses its "!". */
export function useConfirmPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayoutAccount,
    onSuccess: () =>
      Promise.all(
        [currentUserKey, myProfileKey, payoutAccountKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
