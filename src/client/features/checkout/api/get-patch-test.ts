import { useQuery } from '@tanstack/react-query';
import { PatchTestStatus } from '#shared/schemas/patch-tests.ts';
import { api } from '#client/lib/api.ts';

export const patchTestKey = (artistId: string) => ['checkout', 'patch-test', artistId] as const;

/** GET /book/patch-test/{artistId}: her patch test, and the customer's standing ones with her. */
export const usePatchTestStatus = (artistId: string, enabled: boolean) =>
  useQuery({
    queryKey: patchTestKey(artistId),
    queryFn: async ({ signal }) =>
      PatchTestStatus.parse(
        await api(`/book/patch-test/${encodeURIComponent(artistId)}`, signal ? { signal } : {}),
      ),
    enabled,
    staleTime: 0,
  });
