import { describeUserAgent } from '#shared/domain/user-agent.ts';
import type { ChangePasswordInput, SessionList } from '#shared/schemas/security.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { revokeOtherSessions, type Actor } from '../../http/sessions.ts';
import { sendPasswordChangedEmail } from '../../accounts/account-emails.ts';
import { checkPassword, hashPassword } from '../../accounts/passwords.ts';
import {
  deleteSession,
  findPasswordOwner,
  findSessions,
  setPasswordHash,
} from './sessions.queries.ts';

/** Settings → Security: where the account is signed in. */
export async function listSessions(ctx: AppContext, actor: Actor): Promise<SessionList> {
  const rows = await findSessions(ctx.db, actor.id);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      lastUsedAt: row.lastUsedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      current: row.id === actor.sessionId,
    })),
  };
}

/** Signs out one of the caller's sessions (this one too, if they choose it). */
export async function signOutSession(ctx: AppContext, actor: Actor, sessionId: string) {
  if (!(await deleteSession(ctx.db, actor.id, sessionId))) {
    throw new AppError('not_found', 'This session has already ended.');
  }
  return { message: 'Signed out' };
}

export async function signOutOtherSessions(ctx: AppContext, actor: Actor) {
  const signedOut = await revokeOtherSessions(ctx.db, actor);
  return {
    signedOut,
    message:
      signedOut === 0
        ? 'You are not signed in anywhere else.'
        : `Signed out of ${signedOut} other ${signedOut === 1 ? 'device' : 'devices'}.`,
  };
}

/**
 * Changes the password of a signed-in user who knows the current one; every other session
 * ends (whoever else was signed in is out) and the owner is e-mailed.
 */
export async function changePassword(ctx: AppContext, actor: Actor, input: ChangePasswordInput) {
  const owner = await findPasswordOwner(ctx.db, actor.id);
  if (!owner) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (!owner.passwordHash) {
    throw new AppError(
      'conflict',
      'Your account has no password yet. Set one from the link we can e-mail you.',
    );
  }
  if (!(await checkPassword(owner.passwordHash, input.currentPassword))) {
    throw new AppError('bad_request', 'Your current password is not right.', {
      currentPassword: 'is incorrect',
    });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, actor.id, passwordHash);
    await revokeOtherSessions(tx, actor);
  });
  await sendPasswordChangedEmail(ctx, owner.email, owner.firstName);
  return { message: 'Your password has been successfully changed' };
}
