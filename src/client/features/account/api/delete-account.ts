import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: () => api<{ message: string }>('/user', { method: 'DELETE' }),
  });
