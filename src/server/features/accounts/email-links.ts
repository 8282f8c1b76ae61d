import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { hashToken } from '../../http/sessions.ts';
import {
  deleteUnusedLink,
  deleteUnusedLinks,
  insertLinkToken,
  useLinkToken,
  type LinkPurpose,
} from './accounts.queries.ts';

export type { LinkPurpose } from './accounts.queries.ts';

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
    await deleteUnusedLink(tx, link.userId, link.purpose);
    await insertLinkToken(
      tx,
      { ...link, tokenHash: hashToken(token) },
      lifetimeHours[link.purpose],
    );
  });
  return token;
}

/**
 * Uses a link token once: marks it used and returns it, or null when it is unknown, used,
 * expired or meant for another purpose. One UPDATE, so two clicks cannot both succeed.
 */
export function consumeLinkToken(db: Db, token: string, purposes: LinkPurpose[]) {
  return useLinkToken(db, hashToken(token), purposes);
}

/** Drops a user's unused links of the given kinds (after a reset or a change of address). */
export async function dropLinkTokens(db: Db, userId: string, purposes: LinkPurpose[]) {
  await deleteUnusedLinks(db, userId, purposes);
}
