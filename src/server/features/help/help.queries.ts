import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { helpMessages, reviewComments, users } from '../../db/schema/index.ts';

export async function insertHelpMessage(
  db: Db,
  message: typeof helpMessages.$inferInsert,
): Promise<void> {
  await db.insert(helpMessages).values(message);
}

/** A live review someone reports: what the support e-mail quotes of it. */
export async function findReportedComment(db: Db, commentId: string) {
  const [row] = await db
    .select({
      id: reviewComments.id,
      artistId: reviewComments.artistId,
      subject: reviewComments.subject,
      text: reviewComments.text,
      authorId: reviewComments.authorId,
      authorEmail: users.email,
    })
    .from(reviewComments)
    .innerJoin(users, eq(users.id, reviewComments.authorId))
    .where(and(eq(reviewComments.id, commentId), isNull(reviewComments.deletedAt)));
  return row ?? null;
}
