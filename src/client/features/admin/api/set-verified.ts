import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** POST /profile/verified: Verify an artist, or take it back. */
export function useSetVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; verified: boolean }) =>
      api<{ message: string }>('/profile/verified', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
