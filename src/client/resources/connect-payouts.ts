import { useMutation } from '@tanstack/react-query';
import { PayoutConnectAnswer } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';
import { useGoToUrl } from '#client/lib/go-to-url.ts';

/**
 * POST /stripe/account: where the artist connects a bank account — the provider's onboarding,
 * or the simulated provider's page in this app. Shared by Banking info and the wizard's last step.
 */
export const startPayoutConnect = async () =>
  PayoutConnectAnswer.parse(await api('/stripe/account', { method: 'POST' }));

/** Asks where to connect the bank account and goes there; the caller shows a refusal. */
export function useConnectPayouts() {
  const goTo = useGoToUrl();
  return useMutation({
    mutationFn: startPayoutConnect,
    onSuccess: ({ url }) => goTo(url),
  });
}
