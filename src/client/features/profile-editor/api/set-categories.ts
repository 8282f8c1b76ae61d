import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoriesInput } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** PUT /profile/categories ("Categories Added"). */
export const setCategories = (input: CategoriesInput) =>
  api<{ message: string }>('/profile/categories', { method: 'PUT', body: input });

export function useSetCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategories,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}
