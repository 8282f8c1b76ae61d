import { useQuery } from '@tanstack/react-query';
import { VerificationQueue } from '#shared/schemas/admin.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** GET /admin/verification-queue: artists waiting, the longest wait first. */
export const useVerificationQueue = () =>
  useQuery({
    queryKey: [...adminKey, 'verification-queue'],
    queryFn: async ({ signal }) =>
      VerificationQueue.parse(await api('/admin/verification-queue', { signal })),
  });
