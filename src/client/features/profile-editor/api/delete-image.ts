import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageView } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { myImagesKey } from './my-images.ts';

/** DELETE /images/delete/:imageId/:userId ("Picture Removed"); the picture's files go too. */
export const deleteImage = ({ imageId, userId }: { imageId: string; userId: string }) =>
  api<{ message: string }>(
    `/images/delete/${encodeURIComponent(imageId)}/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: (_answer, { imageId }) => {
      queryClient.setQueryData<ImageView[]>(myImagesKey, (list) =>
        list?.filter((image) => image._id !== imageId),
      );
      return queryClient.invalidateQueries({ queryKey: myImagesKey });
    },
  });
}
