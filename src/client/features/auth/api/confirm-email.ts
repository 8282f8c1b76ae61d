import { useMutation } from '@tanstack/react-query';
import type { ConfirmAnswer } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

/** Follows a confirmation link. A mutation, though a GET: the link works only once. */
export const useConfirmEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      api<ConfirmAnswer>(`/user/register/${encodeURIComponent(token)}`),
  });
