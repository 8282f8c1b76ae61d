import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CredentialList, CredentialView } from '#shared/schemas/credentials.ts';
import { api } from '#client/lib/api.ts';
import { upload } from '#client/lib/upload.ts';

export const credentialsKey = ['credentials', 'own'] as const;

/** GET /credentials: the artist's proofs and where each stands. */
export const useOwnCredentials = () =>
  useQuery({
    queryKey: credentialsKey,
    queryFn: async ({ signal }) => CredentialList.parse(await api('/credentials', { signal })),
  });

/** The fields the upload sends beside its file. */
export type CredentialUpload = Record<'kind' | 'expiresOn' | 'issuedOn', string>;

/** POST /credentials (multipart): one file and its fields; the list is read again after. */
export function useUploadCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, fields }: { file: File; fields: Partial<CredentialUpload> }) => {
      const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as Record<
        string,
        string
      >;
      return CredentialView.parse(
        await upload('/credentials', [file], { field: 'file', fields: sent }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsKey }),
  });
}

/** DELETE /credentials/:id: the proof and its badge go. */
export function useRemoveCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/credentials/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsKey }),
  });
}

/** Where the owner (or an admin) opens a proof's file: an API path, never a public one. */
export const credentialFileHref = (id: string) => `/api/credentials/${id}/file`;
