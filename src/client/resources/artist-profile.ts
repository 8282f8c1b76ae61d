import type { PublicProfile } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';

export const artistProfileKey = (id: string) => ['artist-profile', id] as const;

/**
 * GET /profile/:id: an artist's public profile (unverified ones only for the owner and admins).
 * Not parsed with zod: the profile page's first load does without it (decision 0031), and the
 * route's answer schema already holds the server to this shape.
 */
export const fetchArtistProfile = (id: string, signal?: AbortSignal) =>
  api<PublicProfile>(`/profile/${encodeURIComponent(id)}`, signal ? { signal } : {});
