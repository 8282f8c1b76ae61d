import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '#shared/schemas/user.ts';
import type { Db } from '../db/open-db.ts';
import { images, paymentCards, profiles, users } from '../db/schema/index.ts';
import { AppError } from '../app-error.ts';
import { imageView } from '../integrations/images/image-view.ts';

/** What a user may read about themselves; never the hash, tokens or flags. */
const currentUserColumns = {
  _id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  mobileNumber: users.mobileNumber,
  mobileVerified: sql<boolean>`${users.mobileVerifiedAt} is not null`,
  pendingEmail: users.pendingEmail,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  profile: sql<boolean>`exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id})`,
  stripeCustomerId: users.paymentCustomerId,
};

/**
 * GET /api/user and every call that answers with the updated user (profile, cards): the
 * signed-in user with their profile picture and saved cards.
 */
export async function getCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const [rows, cards] = await Promise.all([
    db
      .select({ ...currentUserColumns, profileImage: images })
      .from(users)
      .leftJoin(images, eq(images.id, users.profileImageId))
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
    db
      .select({
        stripeCardId: paymentCards.gatewayCardId,
        brand: paymentCards.brand,
        last4: paymentCards.last4,
        expMonth: paymentCards.expMonth,
        expYear: paymentCards.expYear,
      })
      .from(paymentCards)
      .where(eq(paymentCards.userId, userId))
      .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id)),
  ]);
  const user = rows[0];
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return {
    ...user,
    profileImage: user.profileImage ? imageView(user.profileImage) : null,
    cards,
  };
}
