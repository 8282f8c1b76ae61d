import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/db.ts';
import { emailTokens, users } from '../../db/schema/index.ts';

/** What a PATCH /api/user may change on the account's row. */
export type AccountChanges = Partial<typeof users.$inferInsert>;

export type LinkPurpose = 'confirm' | 'reset' | 'change-email';

export async function updateLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db
    .update(users)
    .set({ locale, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateAccount(db: Db, userId: string, set: AccountChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The confirmed new address replaces the old one (and confirms the account if need be). */
export async function applyEmailChange(tx: Db, userId: string, email: string): Promise<void> {
  await tx
    .update(users)
    .set({
      email,
      pendingEmail: null,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Confirms the address if it was never confirmed; empty when it already was. */
export function confirmAddressFirstTime(tx: Db, userId: string, email: string) {
  return tx
    .update(users)
    .set({ emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
}

/** Sets the password of the account that still has the link's address. */
export async function setPasswordForAddress(
  tx: Db,
  userId: string,
  email: string,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.email, email)));
}

/** Drops the user's unused link of one kind (before a new one replaces it). */
export async function deleteUnusedLink(tx: Db, userId: string, purpose: LinkPurpose) {
  await tx
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** Stores a link by its token's hash, working for `hours`. */
export async function insertLinkToken(
  tx: Db,
  link: { userId: string; purpose: LinkPurpose; email: string; tokenHash: string },
  hours: number,
): Promise<void> {
  await tx.insert(emailTokens).values({
    ...link,
    expiresAt: sql`now() + ${hours} * interval '1 hour'`,
  });
}

/** Marks a live, unused link of one of `purposes` used and answers it; null when none. */
export async function useLinkToken(db: Db, tokenHash: string, purposes: LinkPurpose[]) {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        inArray(emailTokens.purpose, purposes),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: emailTokens.userId,
      purpose: emailTokens.purpose,
      email: emailTokens.email,
    });
  return rows[0] ?? null;
}

/** Drops a user's unused links of the given kinds. */
export async function deleteUnusedLinks(db: Db, userId: string, purposes: LinkPurpose[]) {
  await db
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, purposes),
        isNull(emailTokens.usedAt),
      ),
    );
}
