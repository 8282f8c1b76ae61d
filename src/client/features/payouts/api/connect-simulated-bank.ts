import { useMutation } from '@tanstack/react-query';
import { SimulatedBankAnswer, type SimulatedBankInput } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

/**
 * POST /simulated/bank/{accountId}: the simulated provider's onboarding form. Answers with where
 * the provider sends the artist back to (/confirm-account?code=…), as Stripe would.
 */
export const connectSimulatedBank = async (accountId: string, bank: SimulatedBankInput) =>
  SimulatedBankAnswer.parse(
    await api(`/simulated/bank/${encodeURIComponent(accountId)}`, { method: 'POST', body: bank }),
  );

export const useConnectSimulatedBank = (accountId: string) =>
  useMutation({ mutationFn: (bank: SimulatedBankInput) => connectSimulatedBank(accountId, bank) });
