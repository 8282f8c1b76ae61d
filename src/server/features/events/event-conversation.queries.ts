import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/open-db.ts';
import { eventMessages, eventPhotos, events, eventTeam, users } from '../../db/schema/index.ts';

/**
 * Whether `userId` reads the event's conversation: its customer, its lead, or an assistant who
 * said yes (an invited, declined or withdrawn one does not).
 */
const readsConversation = (userId: string) =>
  or(
    eq(events.customerId, userId),
    eq(events.leadId, userId),
    sql`exists (select 1 from ${eventTeam} where ${eventTeam.eventId} = ${events.id}
      and ${eventTeam.artistId} = ${userId} and ${eventTeam.status} = 'accepted')`,
  );

/** The event, when `userId` reads its conversation. */
export async function findConversationEvent(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({
      id: events.id,
      state: events.state,
      readyBy: events.readyBy,
      customerId: events.customerId,
      leadId: events.leadId,
    })
    .from(events)
    .where(and(eq(events.id, eventId), readsConversation(userId)));
  return row ?? null;
}

export type EventLineRow = typeof eventMessages.$inferSelect;

/** The conversation's lines, oldest first. */
export function listEventLines(db: Db, eventId: string) {
  return db
    .select()
    .from(eventMessages)
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(asc(eventMessages.createdAt), asc(eventMessages.id))
    .limit(2000);
}

export async function insertEventLine(db: Db, values: typeof eventMessages.$inferInsert) {
  const [row] = await db.insert(eventMessages).values(values).returning();
  return row!;
}

/** The names of these accounts (deleted ones too: the view says so). */
export async function namesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; deleted: boolean }>();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { name: `${r.firstName} ${r.lastName}`, deleted: r.deletedAt !== null },
    ]),
  );
}

/** Someone an event's e-mail may go to, or name: her address, language and part in it. */
export interface EventContact {
  id: string;
  email: string;
  locale: Locale;
  firstName: string;
  lastName: string;
  part: 'customer' | 'lead' | 'invited' | 'accepted' | 'declined' | 'withdrawn';
  /** A live, unblocked account: e-mails go only to these. */
  reachable: boolean;
}

/** The event's customer and team, with their addresses. */
export async function eventContacts(db: Db, eventId: string): Promise<EventContact[]> {
  const who = {
    id: users.id,
    email: users.email,
    locale: users.locale,
    firstName: users.firstName,
    lastName: users.lastName,
    reachable: sql<boolean>`(${users.deletedAt} is null and ${users.blockedAt} is null)`,
  };
  const customer = await db
    .select(who)
    .from(events)
    .innerJoin(users, eq(users.id, events.customerId))
    .where(eq(events.id, eventId));
  const team = await db
    .select({ ...who, status: eventTeam.status })
    .from(eventTeam)
    .innerJoin(users, eq(users.id, eventTeam.artistId))
    .where(eq(eventTeam.eventId, eventId));
  return [
    ...customer.map((c) => ({ ...c, part: 'customer' as const })),
    ...team.map(({ status, ...m }) => ({ ...m, part: status })),
  ];
}

export async function findEventById(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: events.id, readyBy: events.readyBy, state: events.state })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

export type EventPhotoRow = typeof eventPhotos.$inferSelect;

export function listEventPhotos(db: Db, eventId: string) {
  return db
    .select()
    .from(eventPhotos)
    .where(eq(eventPhotos.eventId, eventId))
    .orderBy(asc(eventPhotos.createdAt), asc(eventPhotos.id));
}

export async function findEventPhoto(db: Db, photoId: string) {
  const [row] = await db.select().from(eventPhotos).where(eq(eventPhotos.id, photoId));
  return row ?? null;
}

export async function insertEventPhotos(db: Db, values: (typeof eventPhotos.$inferInsert)[]) {
  return db.insert(eventPhotos).values(values).returning();
}
