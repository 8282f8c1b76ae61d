import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EducationInput } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';
import { myProfileKey } from '#client/resources/my-profile.ts';

/** POST /profile/education: a course or certificate. */
export const addEducation = (input: z.output<typeof EducationInput>) =>
  api<{ message: string }>('/profile/education', { method: 'POST', body: input });

export function useAddEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEducation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}
