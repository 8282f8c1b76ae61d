import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminUserQuery } from '#shared/schemas/user.ts';
import type { Db } from '../../db/db.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** The live account, locked for the change. */
export async function lockAccount(tx: Db, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row ?? null;
}

/** Blocks the account now, or lifts its block. */
export async function setBlocked(tx: Db, userId: string, blocked: boolean): Promise<void> {
  await tx
    .update(users)
    .set({ blockedAt: blocked ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function promoteToAdmin(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ role: 'Admin', updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** `%`, `_` and `\\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The dashboard's people table: one page, searched, filtered and ordered by the database. */
export async function listUsers(db: Db, query: AdminUserQuery) {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.artist) {
    conditions.push(query.artist === 'true' ? isNotNull(profiles.userId) : isNull(profiles.userId));
  }
  if (query.verified) {
    // "Not verified" means artists still waiting, not people without a profile.
    conditions.push(
      query.verified === 'true'
        ? isNotNull(profiles.verifiedAt)
        : and(isNotNull(profiles.userId), isNull(profiles.verifiedAt))!,
    );
  }
  if (query.blocked) {
    conditions.push(
      query.blocked === 'true' ? isNotNull(users.blockedAt) : isNull(users.blockedAt),
    );
  }
  const where = and(...conditions);
  const order = {
    newest: [desc(users.createdAt), users.id],
    oldest: [asc(users.createdAt), users.id],
    name: [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), users.id],
    email: [asc(sql`lower(${users.email})`), users.id],
  }[query.sort];
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
        profileId: profiles.userId,
        verifiedAt: profiles.verifiedAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where),
  ]);
  return {
    users: rows.map(({ createdAt, blockedAt, profileId, verifiedAt, ...user }) => ({
      ...user,
      createdAt: createdAt.toISOString(),
      blocked: blockedAt !== null,
      artist: profileId !== null,
      verified: verifiedAt !== null,
    })),
    total: totals[0]?.total ?? 0,
  };
}
