import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageView, TagsInput } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { myImagesKey } from './my-images.ts';

/** POST /images/tags with [{ _id, tag }] ("Tags Saved"). */
export const tagImages = (tags: TagsInput) =>
  api<{ message: string }>('/images/tags', { method: 'POST', body: tags });

/** Tags show at once; a refused change puts the old tags back, and the list is read again. */
export function useTagImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tagImages,
    onMutate: async (tags) => {
      await queryClient.cancelQueries({ queryKey: myImagesKey });
      const before = queryClient.getQueryData<ImageView[]>(myImagesKey);
      queryClient.setQueryData<ImageView[]>(myImagesKey, (list) =>
        list?.map((image) => {
          const change = tags.find((t) => t._id === image._id);
          return change ? { ...image, tag: change.tag } : image;
        }),
      );
      return { before };
    },
    onError: (_error, _tags, context) => {
      if (context?.before) queryClient.setQueryData(myImagesKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myImagesKey }),
  });
}
