import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { artistCredentials } from '../db/schema/index.ts';
import type { Db } from '../db/open-db.ts';

/**
 * The approved credentials of these artists not expired on `today` (Toronto's date), by kind,
 * the one lasting longest (no expiry first) first of its kind.
 */
export function findBadgeRows(db: Db, artistIds: string[], today: string) {
  return db
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
