import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { preparedOnce } from '../db/prepared.ts';
import { profiles, sessions, users } from '../db/schema/index.ts';

/** Sessions slide: each use within the last day of a 30-day window pushes it out again. */
export const SESSION_DAYS = 30;
/** How stale a session's "last used" may get before a request writes it again. */
const LAST_USED_MINUTES = 5;

/** Who is calling: what guards and scoped queries need, nothing more. */
export interface Actor {
  id: string;
  role: 'Admin' | 'user';
  /** Has an artist profile (spec §6: an artist is a user with a profile). */
  artist: boolean;
  email: string;
  sessionId: string;
  /** The session's window was just pushed out again (a cookie session sends its cookie anew). */
  renewed?: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who is on the other end of a request: the address limits count by, and the browser. */
export interface Caller {
  address: string;
  userAgent: string | null;
}

/** The request's caller: `request.ip` is the connection's unless TRUST_PROXY says otherwise. */
export function callerOf(request: FastifyRequest): Caller {
  const agent = request.headers['user-agent'];
  return { address: request.ip, userAgent: agent ? agent.slice(0, 512) : null };
}

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  userAgent: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent,
    expiresAt: sql`now() + ${SESSION_DAYS} * interval '1 day'`,
  });
  return token;
}

/** The session lookup every signed-in request makes. */
const actorQuery = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      sessionId: sessions.id,
      artist: sql<boolean>`exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id})`,
      renew: sql<boolean>`${sessions.expiresAt} < now() + ${SESSION_DAYS - 1} * interval '1 day'
        or ${sessions.lastUsedAt} < now() - ${LAST_USED_MINUTES} * interval '1 minute'`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare('find_actor'),
);

export async function findActor(db: Db, token: string): Promise<Actor | null> {
  const rows = await actorQuery(db).execute({ tokenHash: hashToken(token) });
  const row = rows[0];
  if (!row) return null;
  if (row.renew) {
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + ${SESSION_DAYS} * interval '1 day'`, lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    id: row.id,
    role: row.role,
    artist: row.artist,
    email: row.email,
    sessionId: row.sessionId,
    renewed: row.renew,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere: password reset, blocking and account deletion. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Signs the user out everywhere but the session they are using (a password change). */
export async function revokeOtherSessions(db: Db, actor: Actor): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.id), ne(sessions.id, actor.sessionId)))
    .returning({ id: sessions.id });
  return gone.length;
}
