import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUser } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';
import { setCurrentUser } from './auth.tsx';

/**
 * POST /stripe/card with the provider's token, never a card number. Answers with the user and
 * their cards; a refusal is a 402 with the provider's words ("Your card was declined."), a
 * card already saved a 409.
 */
export const saveCard = async (token: string) =>
  CurrentUser.parse(await api('/stripe/card', { method: 'POST', body: { token } }));

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCard,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
