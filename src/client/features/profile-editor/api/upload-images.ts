import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ImageView } from '#shared/schemas/profile.ts';
import { upload, type UploadOptions } from '#client/lib/upload.ts';
import { myImagesKey } from './my-images.ts';

export interface UploadAnswer {
  message: string;
  images: ImageView[];
}

/**
 * POST /images with one file. The endpoint takes up to 5 at once, all or nothing; sending each
 * picture alone gives each its own progress, and a refused file costs only itself.
 */
export const uploadPortfolioPicture = (file: File, options: UploadOptions = {}) =>
  upload<UploadAnswer>('/images', [file], options);

/** Sends one picture; once it is in, it joins the cached portfolio and the list is read again. */
export function useUploadPortfolioPicture() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, options: UploadOptions = {}) => {
      const answer = await uploadPortfolioPicture(file, options);
      queryClient.setQueryData<ImageView[]>(myImagesKey, (list) =>
        list ? [...list, ...answer.images.filter((i) => !list.some((o) => o._id === i._id))] : list,
      );
      void queryClient.invalidateQueries({ queryKey: myImagesKey });
      return answer;
    },
    [queryClient],
  );
}
