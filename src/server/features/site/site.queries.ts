import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** Listed artists only (verified, not blocked, not deleted: what search shows), newest change first. */
export function listedArtists(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: profiles.userId, updatedAt: profiles.updatedAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(isNotNull(profiles.verifiedAt), isNull(users.blockedAt), isNull(users.deletedAt)))
    .orderBy(desc(profiles.updatedAt));
}
