import { randomBytes } from 'node:crypto';
import { findAccountByEmail, insertUser } from '../../accounts/accounts.queries.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import type { Db } from '../../db/db.ts';
import { promoteToAdmin } from './people.queries.ts';

export type AdminResult =
  { outcome: 'promoted' | 'already-admin' } | { outcome: 'created'; password: string };

/**
 * `npm run create-admin`: promotes the account with this e-mail to Admin, or creates a
 * confirmed Admin account with a random password (to be changed through "Forgot password").
 */
export async function createOrPromoteAdmin(
  db: Db,
  admin: { email: string; firstName: string; lastName: string },
): Promise<AdminResult> {
  const existing = await findAccountByEmail(db, admin.email);
  if (existing?.role === 'Admin') return { outcome: 'already-admin' };
  if (existing) {
    await promoteToAdmin(db, existing.id);
    return { outcome: 'promoted' };
  }
  const password = randomBytes(12).toString('base64url');
  const created = await insertUser(db, {
    ...admin,
    role: 'Admin',
    passwordHash: await hashPassword(password),
    emailConfirmedAt: new Date(),
  });
  if (!created) throw new Error(`${admin.email} was registered at the same moment; run again.`);
  return { outcome: 'created', password };
}
