import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import {
  bookings,
  eventHolds,
  eventPayments,
  eventQuotes,
  events,
  eventTeam,
  paymentCards,
  profiles,
  profileServices,
  users,
} from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;
export type QuoteRow = typeof eventQuotes.$inferSelect;

/** Whether `userId` is the event's customer, its lead or on its team. */
const isParty = (userId: string) =>
  or(
    eq(events.customerId, userId),
    eq(events.leadId, userId),
    exists(
      sql`(select 1 from ${eventTeam} where ${eventTeam.eventId} = ${events.id} and ${eventTeam.artistId} = ${userId})`,
    ),
  );

/** The event, when the caller is one of its parties. */
export async function findEventFor(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), isParty(userId)));
  return row ?? null;
}

/** The caller's events: as customer, lead or team member, soonest first. */
export function listEventsFor(db: Db, userId: string) {
  return db.select().from(events).where(isParty(userId)).orderBy(events.readyBy);
}

/** The event locked for a change, when `role` is the caller's part in it. */
export async function lockEvent(
  db: Db,
  eventId: string,
  userId: string,
  role: 'customer' | 'lead',
) {
  const [row] = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.id, eventId),
        eq(role === 'customer' ? events.customerId : events.leadId, userId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function findQuote(db: Db, eventId: string, version: number) {
  const [row] = await db
    .select()
    .from(eventQuotes)
    .where(and(eq(eventQuotes.eventId, eventId), eq(eventQuotes.version, version)));
  return row ?? null;
}

export function teamOf(db: Db, eventId: string) {
  return db
    .select({
      artistId: eventTeam.artistId,
      role: eventTeam.role,
      status: eventTeam.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(eventTeam)
    .innerJoin(users, eq(users.id, eventTeam.artistId))
    .where(eq(eventTeam.eventId, eventId))
    .orderBy(sql`${eventTeam.role} = 'assistant'`, users.firstName);
}

export async function userNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}

/** An artist who takes events and can be asked: verified, with her HST number if any. */
export async function findEventArtist(db: Db, artistId: string) {
  const [row] = await db
    .select({
      takesEvents: profiles.takesEvents,
      verifiedAt: profiles.verifiedAt,
      hstNumber: profiles.hstNumber,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, artistId), isNull(users.deletedAt)));
  return row ?? null;
}

/** Which of `ids` are verified artists with an account. */
export async function verifiedArtists(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        inArray(profiles.userId, ids),
        sql`${profiles.verifiedAt} is not null`,
        isNull(users.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export function servicesOf(db: Db, artistId: string, ids: string[]) {
  return db
    .select({
      id: profileServices.id,
      name: profileServices.typeOfService,
      minutes: profileServices.durationMinutes,
    })
    .from(profileServices)
    .where(and(eq(profileServices.userId, artistId), inArray(profileServices.id, ids)));
}

/** The caller's saved card, by the provider's id. */
export async function savedCard(db: Db, userId: string, gatewayCardId: string) {
  const [row] = await db
    .select({ id: paymentCards.gatewayCardId, customerId: users.paymentCustomerId })
    .from(paymentCards)
    .innerJoin(users, eq(users.id, paymentCards.userId))
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.gatewayCardId, gatewayCardId)));
  return row ?? null;
}

/** The first of the artists' live bookings overlapping [from, until). */
export async function overlappingBooking(db: Db, artistIds: string[], from: Date, until: Date) {
  const [row] = await db
    .select({ artistId: bookings.artistId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.artistId, artistIds),
        inArray(bookings.state, ['request', 'accepted']),
        sql`tstzrange(${bookings.busyFrom}, ${bookings.busyUntil}) && tstzrange(${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Releases the holds of events accepted but left unpaid for 24 hours (they hold no time), so
 * that another acceptance may take it.
 */
export function releaseLapsedHolds(db: Db, now: Date) {
  return db.execute(sql`
    update ${eventHolds} h set released_at = ${now.toISOString()}::timestamptz
    from ${events} e
    where e.id = h.event_id and h.released_at is null and e.state = 'accepted_unpaid'
      and e.accepted_at <= ${now.toISOString()}::timestamptz - interval '24 hours'`);
}

export function releaseHolds(db: Db, eventId: string, now: Date) {
  return db
    .update(eventHolds)
    .set({ releasedAt: now })
    .where(and(eq(eventHolds.eventId, eventId), isNull(eventHolds.releasedAt)));
}

export function paymentsOf(db: Db, eventId: string) {
  return db.select().from(eventPayments).where(eq(eventPayments.eventId, eventId));
}
