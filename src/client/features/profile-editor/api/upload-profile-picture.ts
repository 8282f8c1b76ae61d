import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ImageView } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { currentUserKey } from '#client/resources/auth.tsx';
import { upload, type UploadOptions } from '#client/lib/upload.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

export interface ProfilePictureAnswer {
  message: string;
  image: ImageView;
}

/**
 * POST /images/profile/:cloudId: `cloudId` names the picture being replaced, or is `none`, so
 * a page that has not seen a newer picture cannot replace it (the server answers 409).
 */
export const uploadProfilePicture = (
  file: File,
  cloudId: string | null,
  options: UploadOptions = {},
) =>
  upload<ProfilePictureAnswer>(
    `/images/profile/${encodeURIComponent(cloudId ?? 'none')}`,
    [file],
    options,
  );

/** Sends the new picture; the signed-in user (the nav avatar) and the profile are read again. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, cloudId: string | null, options: UploadOptions = {}) => {
      const answer = await uploadProfilePicture(file, cloudId, options);
      queryClient.setQueriesData<CurrentUser>({ queryKey: currentUserKey }, (user) =>
        user ? { ...user, profileImage: answer.image } : user,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: myProfileKey });
      return answer;
    },
    [queryClient],
  );
}
