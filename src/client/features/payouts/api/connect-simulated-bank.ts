import { useMutation } from '@tanstack/react-query';
import { SimulatedBankAnswer, type SimulatedBankInput } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

/**
 * POST /simulated/bank/{state}: the simulated provider's onboarding form. Answers with where
 * the provider sends the artist back to (/confirm-account?code=…), as Stripe would.
 */
export const connectSimulatedBank = async (state: string, bank: SimulatedBankInput) =>
  SimulatedBankAnswer.parse(
    await api(`/simulated/bank/${encodeURIComponent(state)}`, { method: 'POST', body: bank }),
  );

export const useConnectSimulatedBank = (state: string) =>
  useMutation({ mutationFn: (bank: SimulatedBankInput) => connectSimulatedBank(state, bank) });
