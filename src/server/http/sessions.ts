import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { sessions, users } from '../db/schema/index.ts';

/** Sessions slide: each use within the last day of a 30-day window pushes it out again. */
const SESSION_DAYS = 30;

/** Who is calling: what guards and scoped queries need, nothing more. */
export interface Actor {
  id: string;
  role: 'Admin' | 'user';
  email: string;
  sessionId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${SESSION_DAYS} * interval '1 day'`,
  });
  return token;
}

export async function findActor(db: Db, token: string): Promise<Actor | null> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      sessionId: sessions.id,
      renew: sql<boolean>`${sessions.expiresAt} < now() + ${SESSION_DAYS - 1} * interval '1 day'`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.renew) {
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + ${SESSION_DAYS} * interval '1 day'` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, role: row.role, email: row.email, sessionId: row.sessionId };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere: password reset, blocking and account deletion. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
