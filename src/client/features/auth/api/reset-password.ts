import { useMutation } from '@tanstack/react-query';
import type { ResetInput } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetInput) =>
      api<{ message: string }>('/user/reset', { method: 'POST', body: input }),
  });
