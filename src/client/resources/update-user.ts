import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserUpdate, UserUpdateAnswer } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';
import { currentUserKey } from './auth.tsx';
import { myProfileKey } from './my-profile.ts';

/** PATCH /user: names, e-mail and mobile number (customers and artists alike). */
export const updateUser = (changes: UserUpdate) =>
  api<z.infer<typeof UserUpdateAnswer>>('/user', { method: 'PATCH', body: changes });

/**
 * On success the signed-in user is read again, so every screen shows the change; so is the
 * artist's own profile, which shows the names and mobile number too (no-op for customers).
 */
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
