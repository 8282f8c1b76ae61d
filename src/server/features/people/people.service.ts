import type { AdminUserQuery } from '#shared/schemas/user.ts';
import { findAccountById } from '../../accounts/accounts.queries.ts';
import { eraseAccount } from '../../accounts/close-account.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { listUsers } from './people.queries.ts';

/**
 * Admin (DELETE /profile/profile-user-dashboard): deletes another user's account, exactly as
 * its owner would from the settings, and records it in the same transaction.
 */
export async function deleteAccountAsAdmin(
  ctx: AppContext,
  adminId: string,
  userId: string,
  reason?: string,
) {
  if (userId === adminId) {
    throw new AppError('conflict', 'Delete your own account from your account settings.');
  }
  const user = await findAccountById(ctx.db, userId);
  if (!user) throw new AppError('not_found', 'This user does not exist.');
  await eraseAccount(ctx, user, (tx) =>
    recordAudit(tx, {
      actorId: adminId,
      action: 'delete-account',
      targetUserId: userId,
      reason: reason ?? null,
      details: { email: user.email },
    }),
  );
  return { message: 'The account has been deleted' };
}

/** The dashboard's people table (GET /api/user/all). */
export function listPeople(ctx: AppContext, query: AdminUserQuery) {
  return listUsers(ctx.db, query);
}
