import { and, asc, eq, inArray, isNull, or, gte, sql } from 'drizzle-orm';
import type { CredentialBadge } from '#shared/schemas/credentials.ts';
import { artistCredentials } from '../db/schema/index.ts';
import type { Db } from '../db/open-db.ts';

/**
 * Artists' badges (decision 0041), read by the credentials feature and by search: below both.
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
  const rows = await db
    .select({
      userId: artistCredentials.userId,
      kind: artistCredentials.kind,
      expiresOn: artistCredentials.expiresOn,
    })
    .from(artistCredentials)
    .where(
      and(
        inArray(artistCredentials.userId, artistIds),
        eq(artistCredentials.state, 'approved'),
        or(isNull(artistCredentials.expiresOn), gte(artistCredentials.expiresOn, today)),
      ),
    )
    .orderBy(asc(artistCredentials.kind), sql`${artistCredentials.expiresOn} desc nulls first`);
  for (const row of rows) {
    const own = badges.get(row.userId) ?? [];
    // The first of a kind is the one lasting longest (no expiry first).
    if (!own.some((b) => b.kind === row.kind))
      own.push({ kind: row.kind, expiresOn: row.expiresOn });
    badges.set(row.userId, own);
  }
  return badges;
}

/** SQL: the artist `p.user_id` holds a badge of each of these kinds on `today`. */
export function holdsBadges(kinds: readonly string[], today: string) {
  return sql.join(
    kinds.map(
      (kind) => sql`exists (select 1 from artist_credentials ac
        where ac.user_id = p.user_id and ac.kind = ${kind} and ac.state = 'approved'
          and (ac.expires_on is null or ac.expires_on >= ${today}::date))`,
    ),
    sql` and `,
  );
}
