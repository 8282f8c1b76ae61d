import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, ProfileUpdate } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** PATCH /profile: any of the artist's own fields and the wizard step reached. */
export const updateProfile = (changes: ProfileUpdate) =>
  api<{ message: string }>('/profile', { method: 'PATCH', body: changes });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (_answer, changes) => {
      const step = changes.wizardStep;
      if (step !== undefined) {
        // The wizard moves on at once; the server never moves the resume point back.
        queryClient.setQueryData<OwnProfile | null>(myProfileKey, (old) =>
          old ? { ...old, wizardStep: Math.max(old.wizardStep, step) } : old,
        );
      }
      await queryClient.invalidateQueries({ queryKey: myProfileKey });
    },
  });
}
