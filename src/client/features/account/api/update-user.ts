import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserUpdate, UserUpdateAnswer } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';
import { currentUserKey } from '#client/lib/auth.tsx';

/** PATCH /user; on success the signed-in user is read again, so every screen shows the change. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) =>
      api<z.infer<typeof UserUpdateAnswer>>('/user', { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
