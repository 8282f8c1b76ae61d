import { useQuery } from '@tanstack/react-query';
import type { FeaturedArtist } from '#shared/schemas/search.ts';
import { api } from '#client/lib/api.ts';

/** GET /search/featured: up to 12 artists for the home carousel, each with a cover picture. */
export const fetchFeaturedArtists = (signal?: AbortSignal) =>
  api<FeaturedArtist[]>('/search/featured', signal ? { signal } : {});

export const featuredArtistsKey = ['search', 'featured'] as const;

export const useFeaturedArtists = () =>
  useQuery({
    queryKey: featuredArtistsKey,
    queryFn: ({ signal }) => fetchFeaturedArtists(signal),
    staleTime: 5 * 60_000,
  });
