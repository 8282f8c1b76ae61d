import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUser } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';
import { setCurrentUser } from '#client/resources/auth.tsx';

/** DELETE /stripe/card/{id}: answers with the user and the cards left. */
export const deleteCard = async (stripeCardId: string) =>
  CurrentUser.parse(
    await api(`/stripe/card/${encodeURIComponent(stripeCardId)}`, { method: 'DELETE' }),
  );

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
