import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { emailTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../http/sessions.ts';

export type LinkPurpose = 'confirm' | 'reset' | 'change-email';

/** How long each kind of link works (docs/product.md: reset 1 hour, confirmation 24 hours). */
const lifetimeHours: Record<LinkPurpose, number> = { confirm: 24, 'change-email': 24, reset: 1 };

/**
 * Makes a single-use link token for `purpose`, replacing any unused one of the same kind, and
 * returns the token; only its hash is stored.
 */
export async function issueLinkToken(
  db: Db,
  link: { userId: string; purpose: LinkPurpose; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, link.userId),
          eq(emailTokens.purpose, link.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx.insert(emailTokens).values({
      ...link,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${lifetimeHours[link.purpose]} * interval '1 hour'`,
    });
  });
  return token;
}

/**
 * Uses a link token once: marks it used and returns it, or null when it is unknown, used,
 * expired or meant for another purpose. One UPDATE, so two clicks cannot both succeed.
 */
export async function consumeLinkToken(db: Db, token: string, purposes: LinkPurpose[]) {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
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

/** Drops a user's unused links of the given kinds (after a reset or a change of address). */
export async function dropLinkTokens(db: Db, userId: string, purposes: LinkPurpose[]) {
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
