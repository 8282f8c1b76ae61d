import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { passkeys, users, webauthnChallenges } from '../../db/schema/index.ts';

const CHALLENGE_MINUTES = 5;

export async function saveChallenge(
  db: Db,
  challenge: { challenge: string; purpose: 'register' | 'sign-in'; userId: string | null },
) {
  await db.insert(webauthnChallenges).values({
    ...challenge,
    expiresAt: sql`now() + ${CHALLENGE_MINUTES} * interval '1 minute'`,
  });
}

/** Spends a challenge: one that is unknown, expired, used or for another purpose or user is null. */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign-in',
  userId: string | null,
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null
          ? sql`${webauthnChallenges.userId} is null`
          : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

export function findPasskeys(db: Db, userId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
}

/** The passkey a browser names at sign-in, with the account it signs in to. */
export async function findPasskeyForSignIn(db: Db, id: string) {
  const rows = await db
    .select({
      passkey: passkeys,
      blockedAt: users.blockedAt,
      deletedAt: users.deletedAt,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Moves the counter forward only: two sign-ins racing with one response cannot both count. */
export async function recordPasskeyUse(db: Db, id: string, oldCounter: number, counter: number) {
  const updated = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, oldCounter)))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

export async function insertPasskey(db: Db, passkey: typeof passkeys.$inferInsert) {
  const rows = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}
