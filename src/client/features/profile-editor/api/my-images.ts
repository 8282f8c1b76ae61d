import { useQuery } from '@tanstack/react-query';
import type { ImageView } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';

export const myImagesKey = ['images', 'mine'] as const;

/** GET /images: the signed-in artist's portfolio, oldest first. */
export const fetchMyImages = (signal?: AbortSignal) =>
  api<ImageView[]>('/images', signal ? { signal } : {});

export const useMyImages = () =>
  useQuery({ queryKey: myImagesKey, queryFn: ({ signal }) => fetchMyImages(signal) });
