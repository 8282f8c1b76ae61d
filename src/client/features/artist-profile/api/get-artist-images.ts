import { useQuery } from '@tanstack/react-query';
import type { ImageView } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';

/** GET /images/:userId: the artist's portfolio, oldest first, each with a `srcset`. */
export const fetchArtistImages = (userId: string, signal?: AbortSignal) =>
  api<ImageView[]>(`/images/${encodeURIComponent(userId)}`, signal ? { signal } : {});

export const artistImagesKey = (userId: string) => ['artist-images', userId] as const;

export const useArtistImages = (userId: string) =>
  useQuery({
    queryKey: artistImagesKey(userId),
    queryFn: ({ signal }) => fetchArtistImages(userId, signal),
  });
