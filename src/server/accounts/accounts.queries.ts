import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../db/db.ts';
import { preparedOnce } from '../db/prepared.ts';
import {
  emailTokens,
  healthNotes,
  helpMessages,
  images,
  passkeys,
  paymentCards,
  profiles,
  sessions,
  socialIdentities,
  users,
} from '../db/schema/index.ts';
import { LAST_USED_MINUTES, SESSION_DAYS } from './session-window.ts';

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
      locale: users.locale,
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
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return rows[0] ?? null;
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

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
    /** The language she signed up in (decision 0037). */
    locale?: Locale;
  },
): Promise<{ id: string } | null> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0] ?? null;
}

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

/** The signed-in user's own row with their profile picture's image row, and their saved cards. */
export function findCurrentUser(db: Db, userId: string) {
  return Promise.all([
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
}

/** Stores a session by its token's hash, for SESSION_DAYS. */
export async function insertSession(
  db: Db,
  session: { userId: string; tokenHash: string; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values({
    ...session,
    expiresAt: sql`now() + ${SESSION_DAYS} * interval '1 day'`,
  });
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

/** The live session with this token hash, of an account that is not blocked, and its owner. */
export async function findSessionActor(db: Db, tokenHash: string) {
  const rows = await actorQuery(db).execute({ tokenHash });
  return rows[0] ?? null;
}

/** Pushes a session's window out again and marks it used now. */
export async function renewSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: sql`now() + ${SESSION_DAYS} * interval '1 day'`, lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSessionById(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes the user's sessions but one; answers how many went. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keptSessionId: string,
): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Deletes the user's social identities and passkeys, in that order. */
export async function deleteSocialAndPasskeys(tx: Db, userId: string): Promise<void> {
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
}

/** The other admins who can still sign in, their rows locked. */
export function lockOtherActiveAdmins(tx: Db, userId: string) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'Admin'),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    )
    .for('update');
}

/** The live account's role, its row locked; null when there is no such account. */
export async function lockLiveAccountRole(tx: Db, userId: string) {
  const [locked] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return locked ?? null;
}

/** Blanks the account's personal data and marks it deleted; the row stays. */
export async function anonymiseAccount(tx: Db, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      firstName: 'Former',
      lastName: 'member',
      passwordHash: null,
      pendingEmail: null,
      mobileNumber: null,
      mobileVerifiedAt: null,
      profileImageId: null,
      emailConfirmedAt: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/**
 * Deletes what a closed account leaves behind: sessions, sign-in methods, links, help
 * messages sent from its address, the artist profile (its services and courses by cascade)
 * and saved cards.
 */
export async function deleteAccountData(tx: Db, userId: string, email: string): Promise<void> {
  await deleteUserSessions(tx, userId);
  await deleteSocialAndPasskeys(tx, userId);
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx.delete(helpMessages).where(eq(sql`lower(${helpMessages.email})`, email.toLowerCase()));
  await tx.delete(profiles).where(eq(profiles.userId, userId));
  await tx.delete(paymentCards).where(eq(paymentCards.userId, userId));
  // Health notes are personal data: they go with the account, not a year later.
  await tx.delete(healthNotes).where(eq(healthNotes.userId, userId));
}

/** Deletes the user's image rows; answers their ids, for the files. */
export function deleteUserImages(tx: Db, userId: string) {
  return tx.delete(images).where(eq(images.userId, userId)).returning({ id: images.id });
}
