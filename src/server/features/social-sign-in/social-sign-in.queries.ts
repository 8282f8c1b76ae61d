import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { SocialProvider } from '#shared/schemas/user.ts';
import type { Db } from '../../db/open-db.ts';
import { emailTokens, oauthStates, socialIdentities, users } from '../../db/schema/index.ts';

/** A sign-in in flight may take this long at the provider (login, consent, a second factor). */
const STATE_MINUTES = 10;

/** Remembers a sign-in's state and PKCE verifier; sweeps expired ones on the way. */
export async function saveOAuthState(
  db: Db,
  values: { state: string; provider: SocialProvider; codeVerifier: string },
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db.insert(oauthStates).values({
    ...values,
    expiresAt: sql`now() + ${STATE_MINUTES} * interval '1 minute'`,
  });
}

/**
 * Uses a state once: deletes it and returns its PKCE verifier, or null when it is unknown,
 * used, expired or was started for the other provider. One DELETE, so two callbacks with the
 * same state cannot both go on.
 */
export async function takeOAuthState(
  db: Db,
  state: string,
  provider: SocialProvider,
): Promise<string | null> {
  const rows = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ codeVerifier: oauthStates.codeVerifier });
  return rows[0]?.codeVerifier ?? null;
}

/** The account a provider identity is linked to, with what decides whether it may sign in. */
export async function findIdentityOwner(db: Db, provider: SocialProvider, subject: string) {
  const rows = await db
    .select({ id: users.id, blockedAt: users.blockedAt, deletedAt: users.deletedAt })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return rows[0] ?? null;
}

/** Links an identity to a user; false when that identity was linked meanwhile. */
export async function insertIdentity(
  db: Db,
  values: { provider: SocialProvider; subject: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .insert(socialIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: socialIdentities.userId });
  return rows.length > 0;
}

/**
 * Hands an account whose address was never confirmed to the proven owner of that address:
 * whoever registered it could not prove the mailbox, so their password, sign-in methods,
 * sessions and pending links go, and the names become the provider's.
 */
export async function claimUnconfirmedAccount(
  db: Db,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...names,
      passwordHash: null,
      pendingEmail: null,
      emailConfirmedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await db.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
  await db.delete(emailTokens).where(eq(emailTokens.userId, userId));
}
