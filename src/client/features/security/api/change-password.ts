import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/schemas/security.ts';
import { api } from '#client/lib/api.ts';
import { sessionsKey } from './list-sessions.ts';

/** POST /user/password: a new password; the server signs out every other session. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ message: string }>('/user/password', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
};
