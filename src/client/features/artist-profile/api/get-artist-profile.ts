import { useQuery } from '@tanstack/react-query';
import { artistProfileKey, fetchArtistProfile } from '#client/resources/artist-profile.ts';

export const useArtistProfile = (id: string) =>
  useQuery({
    queryKey: artistProfileKey(id),
    queryFn: ({ signal }) => fetchArtistProfile(id, signal),
  });
