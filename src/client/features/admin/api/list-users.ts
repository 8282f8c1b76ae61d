import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminUserPage } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

export type UserPage = z.infer<typeof AdminUserPage>;

export const useUsers = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['admin', 'users', page, pageSize],
    queryFn: ({ signal }) =>
      api<UserPage>(`/user/all?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
