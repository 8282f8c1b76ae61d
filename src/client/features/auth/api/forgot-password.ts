import { useMutation } from '@tanstack/react-query';
import type { EmailInput } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

/** Sends a reset link; the answer is the same whether or not the account exists. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: EmailInput) =>
      api<{ message: string }>('/user/forgot', { method: 'POST', body: input }),
  });
