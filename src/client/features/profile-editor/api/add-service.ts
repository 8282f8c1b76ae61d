import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** POST /profile/service: the amount in dollars written "79.50"; the server keeps cents. */
export const addService = (input: ServiceInput) =>
  api<{ message: string }>('/profile/service', { method: 'POST', body: input });

export function useAddService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}
