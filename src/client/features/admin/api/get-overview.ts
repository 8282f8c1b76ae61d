import { useQuery } from '@tanstack/react-query';
import { AdminOverview } from '#shared/schemas/admin.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** GET /admin/overview: counts, the verification wait, this week's bookings and money. */
export const useOverview = () =>
  useQuery({
    queryKey: [...adminKey, 'overview'],
    queryFn: async ({ signal }) => AdminOverview.parse(await api('/admin/overview', { signal })),
  });
