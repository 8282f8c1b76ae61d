import type { LoginInput } from '#shared/schemas/user.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { createSession } from '../../http/sessions.ts';
import { checkPassword } from './passwords.ts';
import { findCurrentUser, findLoginCandidate } from './users.queries.ts';

export async function getCurrentUser(ctx: AppContext, userId: string) {
  const user = await findCurrentUser(ctx.db, userId);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return user;
}

/** Signs in with e-mail and password; the answer is the same for an unknown e-mail and a wrong password. */
export async function logIn(ctx: AppContext, input: LoginInput): Promise<{ token: string }> {
  const user = await findLoginCandidate(ctx.db, input.email);
  const ok = await checkPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError('unauthorized', 'The e-mail or password is incorrect.');
  if (user.blockedAt) throw new AppError('forbidden', 'This account has been blocked.');
  if (!user.emailConfirmedAt) {
    throw new AppError('forbidden', 'Please confirm your e-mail address before signing in.');
  }
  return { token: await createSession(ctx.db, user.id) };
}
