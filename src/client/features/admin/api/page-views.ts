import { useQuery } from '@tanstack/react-query';
import { PageViewStats } from '#shared/schemas/admin.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** GET /admin/page-views?days=30: daily views, top pages and referrers. */
export const usePageViews = () =>
  useQuery({
    queryKey: [...adminKey, 'page-views'],
    queryFn: async ({ signal }) =>
      PageViewStats.parse(await api('/admin/page-views?days=30', { signal })),
  });
