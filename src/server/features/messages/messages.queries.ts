import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import { artistUser, customerUser } from '../../db/aliases.ts';
import type { Db } from '../../db/open-db.ts';
import type { OutgoingEmail } from '../../integrations/email/mailer.ts';
import { insertEmailJobs } from '../../jobs/jobs.ts';
import { bookingMessages, bookings, helpMessages } from '../../db/schema/index.ts';

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

/** Keeps a message written to the help desk (a reported message). */
export async function insertHelpMessage(db: Db, message: typeof helpMessages.$inferInsert) {
  await db.insert(helpMessages).values(message);
}

/** A conversation whose unread messages wait for their e-mail, with what the e-mail says. */
export interface DueNotice {
  booking_id: string;
  recipient_id: string;
  email: string;
  locale: Locale;
  first_name: string;
  sender_name: string;
  count: number;
  as_artist: boolean;
  [key: string]: unknown;
}

const resultRows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Conversations where a message has waited unread for `delayMs`, unnoticed, to a live and
 * unblocked recipient: at most `limit`.
 */
export async function findDueNotices(db: Db, delayMs: number, limit: number) {
  return resultRows<DueNotice>(
    await db.execute(sql`
      select m.booking_id, m.recipient_id, r.email, r.locale, r.first_name,
        s.first_name || ' ' || s.last_name as sender_name, count(*)::int as count,
        (b.artist_id = m.recipient_id) as as_artist
      from booking_messages m
      join bookings b on b.id = m.booking_id
      join users r on r.id = m.recipient_id
      join users s on s.id = m.sender_id
      where m.read_at is null and m.deleted_at is null and m.noticed_at is null
        and m.created_at <= now() - ${delayMs} * interval '1 millisecond'
        and r.blocked_at is null and r.deleted_at is null
      group by m.booking_id, m.recipient_id, r.email, r.locale, r.first_name, s.first_name, s.last_name,
        b.artist_id
      limit ${limit}`),
  );
}

/**
 * Claims the conversation's notice for `gapMs`, marks the messages it covers and queues its
 * e-mail, in one statement (all three done or none). True when it was claimed.
 */
export async function claimNotice(
  db: Db,
  row: DueNotice,
  email: OutgoingEmail,
  gapMs: number,
): Promise<boolean> {
  const claimed = resultRows(
    await db.execute(sql`
      with claimed as (
        insert into message_notices (booking_id, recipient_id, sent_at)
        values (${row.booking_id}, ${row.recipient_id}, now())
        on conflict (booking_id, recipient_id) do update set sent_at = now()
        where message_notices.sent_at <= now() - ${gapMs} * interval '1 millisecond'
        returning booking_id),
      marked as (
        update booking_messages set noticed_at = now()
        where booking_id = ${row.booking_id} and recipient_id = ${row.recipient_id}
          and read_at is null and noticed_at is null and exists (select from claimed)
        returning 1),
      queued as (${insertEmailJobs([email], 'claimed')})
      select (select count(*) from marked) as marked from claimed`),
  );
  return claimed.length > 0;
}
