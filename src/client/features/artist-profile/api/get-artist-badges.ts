import { useQuery } from '@tanstack/react-query';
import type { CredentialBadge } from '#shared/schemas/credentials.ts';
import { api } from '#client/lib/api.ts';

/** GET /credentials/badges/:userId: her checked credentials (decision 0041). */
export const useArtistBadges = (userId: string) =>
  useQuery({
    queryKey: ['artist-badges', userId],
    queryFn: ({ signal }) =>
      api<{ badges: CredentialBadge[] }>(`/credentials/badges/${encodeURIComponent(userId)}`, {
        signal,
      }),
  });
