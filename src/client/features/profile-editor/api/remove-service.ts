import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** DELETE /profile/service/:id ("Service Removed"). */
export const removeService = (id: string) =>
  api<{ message: string }>(`/profile/service/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}
