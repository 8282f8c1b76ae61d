import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** POST /admin/artists/{id}/ask-changes: the message is e-mailed to the artist. */
export function useAskChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      api<{ message: string }>(`/admin/artists/${encodeURIComponent(id)}/ask-changes`, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
