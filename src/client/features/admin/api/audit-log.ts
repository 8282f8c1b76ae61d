import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction } from '#shared/domain/admin.ts';
import { AuditPage } from '#shared/schemas/admin.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

/** GET /admin/audit: admin actions, newest first, by action and by a name or e-mail. */
export const useAuditLog = (filter: { action: AuditAction | ''; q: string; page: number }) => {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.action) params.set('action', filter.action);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return useQuery({
    queryKey: [...adminKey, 'audit', params.toString()],
    queryFn: async ({ signal }) => AuditPage.parse(await api(`/admin/audit?${params}`, { signal })),
    placeholderData: keepPreviousData,
  });
};
