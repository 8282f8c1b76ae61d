import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

export const useLogIn = () =>
  useMutation({
    mutationFn: (input: LoginInput) =>
      api<{ token: string }>('/user/login', { method: 'POST', body: input }),
  });
