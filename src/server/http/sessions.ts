import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import {
  deleteOtherSessions,
  deleteSessionById,
  deleteUserSessions,
  findSessionActor,
  insertSession,
  renewSession,
} from '../accounts/accounts.queries.ts';

export { SESSION_DAYS } from '../accounts/session-window.ts';

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
  await insertSession(db, { userId, tokenHash: hashToken(token), userAgent });
  return token;
}

export async function findActor(db: Db, token: string): Promise<Actor | null> {
  const row = await findSessionActor(db, hashToken(token));
  if (!row) return null;
  if (row.renew) await renewSession(db, row.sessionId);
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
  await deleteSessionById(db, sessionId);
}

/** Signs the user out everywhere: password reset, blocking and account deletion. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await deleteUserSessions(db, userId);
}

/** Signs the user out everywhere but the session they are using (a password change). */
export async function revokeOtherSessions(db: Db, actor: Actor): Promise<number> {
  return deleteOtherSessions(db, actor.id, actor.sessionId);
}
