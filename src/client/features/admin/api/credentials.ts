import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CredentialQueue } from '#shared/schemas/credentials.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** GET /admin/credentials: proofs waiting to be checked, the oldest first. */
export const useCredentialQueue = () =>
  useQuery({
    queryKey: [...adminKey, 'credentials'],
    queryFn: async ({ signal }) =>
      CredentialQueue.parse(await api('/admin/credentials', { signal })),
  });

/** POST /admin/credentials/:id/approve or /reject. */
export function useDecideCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...decision
    }: { id: string } & ({ expiresOn: string | null } | { reason: string })) =>
      api<{ message: string }>(
        `/admin/credentials/${id}/${'reason' in decision ? 'reject' : 'approve'}`,
        { method: 'POST', body: decision },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
