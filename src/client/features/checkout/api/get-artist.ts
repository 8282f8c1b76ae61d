import { useQuery } from '@tanstack/react-query';
import { PublicProfile } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';

export const checkoutArtistKey = (artistId: string) => ['checkout', 'artist', artistId] as const;

/** GET /profile/{id}: the artist's services and prices, and where she works. */
export const fetchCheckoutArtist = async (artistId: string, signal?: AbortSignal) =>
  PublicProfile.parse(
    await api(`/profile/${encodeURIComponent(artistId)}`, signal ? { signal } : {}),
  );

/** Read afresh on each visit: the prices shown must be the ones the server will charge. */
export const useCheckoutArtist = (artistId: string) =>
  useQuery({
    queryKey: checkoutArtistKey(artistId),
    queryFn: ({ signal }) => fetchCheckoutArtist(artistId, signal),
    staleTime: 0,
  });
