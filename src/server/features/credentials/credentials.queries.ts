import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { artistCredentials, credentialReminders, users } from '../../db/schema/index.ts';

export type CredentialRow = typeof artistCredentials.$inferSelect;

/** A new proof, as the artist sent it. */
export async function insertCredential(db: Db, values: typeof artistCredentials.$inferInsert) {
  const [row] = await db.insert(artistCredentials).values(values).returning();
  return row!;
}

/** The artist's own proofs, newest first. */
export function listCredentialsOf(db: Db, userId: string) {
  return db
    .select()
    .from(artistCredentials)
    .where(eq(artistCredentials.userId, userId))
    .orderBy(desc(artistCredentials.createdAt), desc(artistCredentials.id));
}

/** Deletes the owner's proof; its file's key, or null when she has none of that id. */
export async function deleteOwnCredential(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(artistCredentials)
    .where(and(eq(artistCredentials.id, id), eq(artistCredentials.userId, userId)))
    .returning({ fileKey: artistCredentials.fileKey });
  return row ?? null;
}

/** The proof, when `ownerId` owns it; any proof when `ownerId` is null (an admin reading). */
export async function findCredential(db: Db, id: string, ownerId: string | null) {
  const [found] = await db
    .select()
    .from(artistCredentials)
    .where(
      ownerId === null
        ? eq(artistCredentials.id, id)
        : and(eq(artistCredentials.id, id), eq(artistCredentials.userId, ownerId)),
    );
  return found ?? null;
}

/** Every proof waiting for an admin, of artists with an account, the oldest first (100 at most). */
export function listPendingCredentials(db: Db) {
  return db
    .select({
      credential: artistCredentials,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(artistCredentials)
    .innerJoin(users, eq(users.id, artistCredentials.userId))
    .where(and(eq(artistCredentials.state, 'pending'), sql`${users.deletedAt} is null`))
    .orderBy(asc(artistCredentials.createdAt), asc(artistCredentials.id))
    .limit(100);
}

/** The proof locked for an admin's decision, with its artist's address and first name. */
export async function lockCredential(tx: Db, id: string) {
  const [row] = await tx
    .select({ credential: artistCredentials, email: users.email, firstName: users.firstName })
    .from(artistCredentials)
    .innerJoin(users, eq(users.id, artistCredentials.userId))
    .where(eq(artistCredentials.id, id))
    .for('update', { of: artistCredentials });
  return row ?? null;
}

/** The admin's decision on a proof: approved with its expiry, or rejected with the reason. */
export async function recordCredentialDecision(
  tx: Db,
  id: string,
  decision: Pick<
    typeof artistCredentials.$inferInsert,
    'state' | 'expiresOn' | 'rejectReason' | 'reviewedBy' | 'reviewedAt'
  >,
) {
  await tx.update(artistCredentials).set(decision).where(eq(artistCredentials.id, id));
}

/** Approved proofs whose expiry is before `today` become expired; their ids. */
export function expireCredentialsBefore(db: Db, today: string) {
  return db
    .update(artistCredentials)
    .set({ state: 'expired' })
    .where(and(eq(artistCredentials.state, 'approved'), lt(artistCredentials.expiresOn, today)))
    .returning({ id: artistCredentials.id });
}

/** Approved proofs of artists with an account expiring between two dates (both included). */
export function listExpiringCredentials(db: Db, from: string, until: string) {
  return db
    .select({
      id: artistCredentials.id,
      kind: artistCredentials.kind,
      expiresOn: artistCredentials.expiresOn,
      email: users.email,
      firstName: users.firstName,
    })
    .from(artistCredentials)
    .innerJoin(users, eq(users.id, artistCredentials.userId))
    .where(
      and(
        eq(artistCredentials.state, 'approved'),
        sql`${artistCredentials.expiresOn} between ${from}::date and ${until}::date`,
        sql`${users.deletedAt} is null`,
      ),
    );
}

/** Takes a reminder's row (ON CONFLICT DO NOTHING): false when it was already taken. */
export async function takeReminder(
  tx: Db,
  reminder: { credentialId: string; days: number; expiresOn: string },
) {
  const taken = await tx
    .insert(credentialReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ id: credentialReminders.credentialId });
  return taken.length > 0;
}
