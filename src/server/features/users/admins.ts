import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { findAccountByEmail, insertUser } from './users.queries.ts';

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
    await db
      .update(users)
      .set({ role: 'Admin', updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
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
