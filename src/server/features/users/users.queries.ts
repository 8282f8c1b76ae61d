import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { users } from '../../db/schema/index.ts';

const currentUserColumns = {
  _id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
};

export async function findCurrentUser(db: Db, userId: string) {
  const rows = await db.select(currentUserColumns).from(users).where(eq(users.id, userId));
  return rows[0] ?? null;
}

export async function findLoginCandidate(db: Db, email: string) {
  const rows = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      emailConfirmedAt: users.emailConfirmedAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows[0] ?? null;
}

export async function listUsers(db: Db, page: number, pageSize: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({ ...currentUserColumns, createdAt: users.createdAt, blockedAt: users.blockedAt })
      .from(users)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ total: count() }).from(users),
  ]);
  return {
    users: rows.map(({ createdAt, blockedAt, ...user }) => ({
      ...user,
      createdAt: createdAt.toISOString(),
      blocked: blockedAt !== null,
    })),
    total: totals[0]?.total ?? 0,
  };
}
