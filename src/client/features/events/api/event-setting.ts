import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** PUT /events/setting: whether the artist takes weddings and events (decision 0042). */
export function useSaveEventSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (takesEvents: boolean) =>
      api<{ takesEvents: boolean }>('/events/setting', { method: 'PUT', body: { takesEvents } }),
    onSuccess: ({ takesEvents }) =>
      queryClient.setQueryData<OwnProfile | null>(myProfileKey, (p) =>
        p ? { ...p, takesEvents } : p,
      ),
  });
}
