import { useQuery } from '@tanstack/react-query';
import { CardSetupAnswer } from '#shared/schemas/payments.ts';
import { api } from '#client/lib/api.ts';

export const cardSetupKey = ['payments', 'card-setup'] as const;

/** POST /stripe/setup: how this server collects a card (simulated, or Stripe with a SetupIntent). */
export const fetchCardSetup = async () =>
  CardSetupAnswer.parse(await api('/stripe/setup', { method: 'POST' }));

/**
 * Asked once per visit: a Stripe SetupIntent's secret is good for one card, so it is dropped
 * (and asked again) after each card saved, never shared between visits.
 */
export const useCardSetup = () =>
  useQuery({
    queryKey: cardSetupKey,
    queryFn: fetchCardSetup,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
