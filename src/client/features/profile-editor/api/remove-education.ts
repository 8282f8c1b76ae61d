import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** DELETE /profile/education/:id ("Education Removed"). */
export const removeEducation = (id: string) =>
  api<{ message: string }>(`/profile/education/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEducation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}
