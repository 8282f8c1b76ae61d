import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminUserPage, type AdminUserQuery } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';
import { adminKey } from './admin-keys.ts';

export type UserFilters = Partial<Omit<AdminUserQuery, 'page' | 'pageSize'>>;

/** GET /user/all: one page of people, searched, filtered and sorted by the server. */
export const useUsers = (page: number, pageSize: number, filters: UserFilters) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return useQuery({
    queryKey: [...adminKey, 'users', params.toString()],
    queryFn: async ({ signal }) =>
      AdminUserPage.parse(await api(`/user/all?${params}`, { signal })),
    placeholderData: keepPreviousData,
  });
};
