import type { Db } from '../db/db.ts';
import { AppError } from '../app-error.ts';
import { lockOtherActiveAdmins } from './accounts.queries.ts';

/** What a blocked person is told when they try to sign in (issue 16). */
export const BLOCKED_MESSAGE = 'This account is blocked — contact support';

/**
 * Refuses to take away the last admin who can still sign in. The admins' rows are locked, so
 * two admins blocking or deleting each other at once cannot both succeed.
 */
export async function keepAnAdmin(tx: Db, userId: string): Promise<void> {
  const others = await lockOtherActiveAdmins(tx, userId);
  if (others.length === 0) {
    throw new AppError('conflict', 'This is the last admin: make another admin first.');
  }
}
