import type { CredentialBadge } from '#shared/schemas/credentials.ts';
import type { Db } from '../db/open-db.ts';
import { findBadgeRows } from './badges.queries.ts';

/**
 * Artists' badges (decision 0041), read by the credentials feature and by search: below both.
 * Their SQL is in badges.queries.ts (`holdsBadges`, search's filter, too).
 */

/**
 * The badges of these artists on `today` (Toronto's date): each approved kind not yet expired,
 * once, with its latest expiry. The daily job marks expired ones too; reading the date here as
 * well means a badge never outlives its day even before the job has run.
 */
export async function findBadges(
  db: Db,
  artistIds: string[],
  today: string,
): Promise<Map<string, CredentialBadge[]>> {
  const badges = new Map<string, CredentialBadge[]>();
  if (artistIds.length === 0) return badges;
  const rows = await findBadgeRows(db, artistIds, today);
  for (const row of rows) {
    const own = badges.get(row.userId) ?? [];
    // The first of a kind is the one lasting longest (no expiry first).
    if (!own.some((b) => b.kind === row.kind))
      own.push({ kind: row.kind, expiresOn: row.expiresOn });
    badges.set(row.userId, own);
  }
  return badges;
}
