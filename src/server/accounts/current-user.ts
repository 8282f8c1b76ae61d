import type { CurrentUser } from '#shared/schemas/user.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../app-error.ts';
import { imageView } from '../integrations/images/image-view.ts';
import { findCurrentUser } from './accounts.queries.ts';

/**
 * GET /api/user and every call that answers with the updated user (profile, cards): the
 * signed-in user with their profile picture and saved cards.
 */
export async function getCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const [rows, cards] = await findCurrentUser(db, userId);
  const user = rows[0];
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return {
    ...user,
    profileImage: user.profileImage ? imageView(user.profileImage) : null,
    cards,
  };
}
