import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';

/** GET /profile/:id: an artist's public profile (unverified ones only for the owner and admins). */
export const fetchArtistProfile = (id: string, signal?: AbortSignal) =>
  api<PublicProfile>(`/profile/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const artistProfileKey = (id: string) => ['artist-profile', id] as const;

export const useArtistProfile = (id: string) =>
  useQuery({
    queryKey: artistProfileKey(id),
    queryFn: ({ signal }) => fetchArtistProfile(id, signal),
  });
