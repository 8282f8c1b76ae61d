import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

export const useRegister = () =>
  useMutation({
    mutationFn: (input: RegisterInput) =>
      api<{ message: string }>('/user/send', { method: 'POST', body: input }),
  });
