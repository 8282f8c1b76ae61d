import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { sessionsKey } from './list-sessions.ts';

/** POST /user/sessions/sign-out-others: every session but this one ends. */
export const useSignOutOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ message: string; signedOut: number }>('/user/sessions/sign-out-others', {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
};
