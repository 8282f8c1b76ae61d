import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db.ts';
import { bookingMessages, bookings, helpMessages, users } from '../../db/schema/index.ts';

const artistUser = alias(users, 'artist_user');
const customerUser = alias(users, 'customer_user');

const party = (u: typeof artistUser | typeof customerUser) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  blockedAt: u.blockedAt,
  deletedAt: u.deletedAt,
});

function selectConversation(db: Db) {
  return db
    .select({
      id: bookings.id,
      state: bookings.state,
      appointmentAt: bookings.appointmentAt,
      artist: party(artistUser),
      customer: party(customerUser),
    })
    .from(bookings)
    .innerJoin(artistUser, eq(artistUser.id, bookings.artistId))
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerId));
}
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/** A booking's conversation, only if `userId` is its artist or its customer. */
export async function findPartyConversation(db: Db, bookingId: string, userId: string) {
  const [row] = await selectConversation(db).where(
    and(
      eq(bookings.id, bookingId),
      or(eq(bookings.artistId, userId), eq(bookings.customerId, userId)),
    ),
  );
  return row ?? null;
}

/** A booking's conversation whoever asks (admins, jobs). */
export async function findConversation(db: Db, bookingId: string) {
  const [row] = await selectConversation(db).where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** A conversation's messages, oldest first (a conversation is bounded by its 14 days). */
export function listMessages(db: Db, bookingId: string) {
  return db
    .select()
    .from(bookingMessages)
    .where(eq(bookingMessages.bookingId, bookingId))
    .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id))
    .limit(2000);
}

export async function insertMessage(db: Db, values: typeof bookingMessages.$inferInsert) {
  const [row] = await db.insert(bookingMessages).values(values).returning();
  return row!;
}

/** The read receipt: every message to `recipientId` in the conversation is read now. */
export async function markRead(db: Db, bookingId: string, recipientId: string): Promise<number> {
  const rows = await db
    .update(bookingMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(bookingMessages.bookingId, bookingId),
        eq(bookingMessages.recipientId, recipientId),
        isNull(bookingMessages.readAt),
      ),
    )
    .returning({ id: bookingMessages.id });
  return rows.length;
}

/** How many live messages wait for `userId` across their conversations (the badge). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingMessages)
    .where(
      and(
        eq(bookingMessages.recipientId, userId),
        isNull(bookingMessages.readAt),
        isNull(bookingMessages.deletedAt),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The help-inbox ticket through which an admin may open booking `bookingId`'s conversation:
 * the oldest report of one of its messages that is not closed (decision 0027), or null.
 */
export async function findOpeningReport(db: Db, bookingId: string) {
  const [row] = await db
    .select({ id: helpMessages.id, status: helpMessages.status, messageId: bookingMessages.id })
    .from(helpMessages)
    .innerJoin(bookingMessages, eq(bookingMessages.id, helpMessages.bookingMessageId))
    .where(and(eq(bookingMessages.bookingId, bookingId), ne(helpMessages.status, 'closed')))
    .orderBy(asc(helpMessages.createdAt), asc(helpMessages.id))
    .limit(1);
  return row ?? null;
}

export async function findMessage(db: Db, messageId: string) {
  const [row] = await db.select().from(bookingMessages).where(eq(bookingMessages.id, messageId));
  return row ?? null;
}

/** An admin removes a message: the text and photos go, the row stays as "Message removed". */
export async function markMessageDeleted(db: Db, messageId: string) {
  const [row] = await db
    .update(bookingMessages)
    .set({ deletedAt: sql`now()`, text: '', photos: [] })
    .where(and(eq(bookingMessages.id, messageId), isNull(bookingMessages.deletedAt)))
    .returning({ bookingId: bookingMessages.bookingId, photos: bookingMessages.photos });
  return row ?? null;
}
