import { z } from 'zod';
import { email, REQUIRED } from './common.ts';

/** What a signed-in user may read about themselves (GET /api/user). */
export const CurrentUser = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['Admin', 'user']),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** A row of the admin dashboard's user table (GET /api/user/all). */
export const AdminUserRow = CurrentUser.extend({
  createdAt: z.iso.datetime(),
  blocked: z.boolean(),
});
export const AdminUserPage = z.object({
  users: z.array(AdminUserRow),
  total: z.number().int(),
});
export const AdminUserQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [5, 10, 25].includes(n), 'must be 5, 10 or 25')
    .default(10),
});

export const LoginInput = z.strictObject({
  email,
  password: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .max(128, 'must be at most 128 characters'),
});
export type LoginInput = z.infer<typeof LoginInput>;
export const LoginAnswer = z.object({ token: z.string() });
