import { useQuery } from '@tanstack/react-query';
import { artistProfileKey, fetchArtistProfile } from '#client/resources/artist-profile.ts';

/** Read afresh on each visit: the prices shown must be the ones the server will charge. */
export const useCheckoutArtist = (artistId: string) =>
  useQuery({
    queryKey: artistProfileKey(artistId),
    queryFn: ({ signal }) => fetchArtistProfile(artistId, signal),
    staleTime: 0,
  });
