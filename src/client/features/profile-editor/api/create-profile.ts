import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BioInput, OwnProfile } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { currentUserKey } from '#client/resources/auth.tsx';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** POST /profile: the wizard's bio step makes the profile ("Profile Created"). */
export const createProfile = (input: BioInput) =>
  api<OwnProfile>('/profile', { method: 'POST', body: input });

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(myProfileKey, profile);
      // The signed-in user is an artist now (CurrentUser.profile flips): menus change.
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
