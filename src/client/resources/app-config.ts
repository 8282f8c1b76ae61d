import { useQuery } from '@tanstack/react-query';
import { PublicConfig } from '#shared/schemas/config.ts';
import { api } from '#client/lib/api.ts';

/** GET /config: the server's settings for the browser; they do not change while a page is open. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: async ({ signal }) => PublicConfig.parse(await api('/config', { signal })),
    staleTime: Infinity,
  });
}
