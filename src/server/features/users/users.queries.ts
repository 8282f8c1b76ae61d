import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { users } from '../../db/schema/index.ts';

/** The live account for an address, whatever its letter case. */
export async function findAccountByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      passwordHash: users.passwordHash,
      emailConfirmedAt: users.emailConfirmedAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
  return rows[0] ?? null;
}

export async function findAccountById(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      blockedAt: users.blockedAt,
      mobileNumber: users.mobileNumber,
      mobileVerifiedAt: users.mobileVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return rows[0] ?? null;
}

/** Inserts an account; null when the address is already taken (any letter case). */
export async function insertUser(
  db: Db,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string | null;
    emailConfirmedAt: Date | null;
    role?: 'Admin' | 'user';
  },
): Promise<{ id: string } | null> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0] ?? null;
}

export async function listUsers(db: Db, page: number, pageSize: number) {
  const live = isNull(users.deletedAt);
  const [rows, totals] = await Promise.all([
    db
      .select({
        _id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        blockedAt: users.blockedAt,
      })
      .from(users)
      .where(live)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ total: count() }).from(users).where(live),
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
