import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { api, ApiError } from '#client/lib/api.ts';

export const myProfileKey = ['profile', 'me'] as const;

/**
 * GET /profile/me: the artist's own profile, or null while they have none (a 404). Used by the
 * profile editor and by the settings menu (the Banking info badge).
 */
export async function fetchMyProfile(signal?: AbortSignal): Promise<OwnProfile | null> {
  try {
    return await api<OwnProfile>('/profile/me', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in user's profile; `enabled: false` where it is not needed (customers). */
export const useMyProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: myProfileKey,
    queryFn: ({ signal }) => fetchMyProfile(signal),
    enabled,
  });
