import { useQuery } from '@tanstack/react-query';
import { SessionList } from '#shared/schemas/security.ts';
import { api } from '#client/lib/api.ts';

export const sessionsKey = ['security', 'sessions'] as const;

/** GET /user/sessions: where the account is signed in. */
export const useSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => SessionList.parse(await api('/user/sessions', { signal })),
  });
