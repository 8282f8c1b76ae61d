import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserUpdate, UserUpdateAnswer } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';
import { currentUserKey } from '#client/lib/auth.tsx';
import { myProfileKey } from './my-profile.ts';

/** PATCH /user for the artist's names and mobile number (the profile shows both too). */
export const updateUser = (changes: UserUpdate) =>
  api<z.infer<typeof UserUpdateAnswer>>('/user', { method: 'PATCH', body: changes });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: myProfileKey }),
      ]),
  });
}
