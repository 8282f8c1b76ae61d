import { useMutation } from '@tanstack/react-query';
import type { EmailInput } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

/** The answer is the same whether or not the address has an account waiting. */
export const useResendConfirmation = () =>
  useMutation({
    mutationFn: (input: EmailInput) =>
      api<{ message: string }>('/user/resend', { method: 'POST', body: input }),
  });
