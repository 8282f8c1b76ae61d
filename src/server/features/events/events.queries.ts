import {
  and,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import {
  bookings,
  eventHolds,
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

/** A new event request; null when the customer already sent one with this idempotency key. */
export async function insertEventRequest(db: Db, values: typeof events.$inferInsert) {
  const [made] = await db
    .insert(events)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: events.id, leadId: events.leadId });
  return made ?? null;
}

/** The customer's event request sent with this idempotency key. */
export async function findEventByKey(db: Db, customerId: string, idempotencyKey: string) {
  const [earlier] = await db
    .select({ id: events.id, leadId: events.leadId })
    .from(events)
    .where(and(eq(events.customerId, customerId), eq(events.idempotencyKey, idempotencyKey)));
  return earlier ?? null;
}

/** The lead artist joins her event's team. */
export async function insertTeamLead(db: Db, eventId: string, artistId: string) {
  await db.insert(eventTeam).values({ eventId, artistId, role: 'lead', status: 'lead' });
}

/** Whether the artist takes weddings and events; null when she has no profile. */
export async function updateTakesEvents(db: Db, artistId: string, takesEvents: boolean) {
  const [row] = await db
    .update(profiles)
    .set({ takesEvents })
    .where(eq(profiles.userId, artistId))
    .returning({ takesEvents: profiles.takesEvents });
  return row ?? null;
}

export async function insertQuote(db: Db, values: typeof eventQuotes.$inferInsert) {
  await db.insert(eventQuotes).values(values);
}

/** The event moves to its new quote's version. */
export async function markEventQuoted(db: Db, eventId: string, version: number, now: Date) {
  await db
    .update(events)
    .set({ version, state: 'quoted', updatedAt: now })
    .where(eq(events.id, eventId));
}

/** The party as the customer changed it. */
export async function updateEventPeople(db: Db, eventId: string, people: EventRow['people']) {
  await db.update(events).set({ people }).where(eq(events.id, eventId));
}

/** The event's assistants other than `keep` leave its team (all of them when `keep` is empty). */
export async function removeAssistantsBut(db: Db, eventId: string, keep: string[]) {
  await db
    .delete(eventTeam)
    .where(
      and(
        eq(eventTeam.eventId, eventId),
        eq(eventTeam.role, 'assistant'),
        keep.length > 0 ? notInArray(eventTeam.artistId, keep) : undefined,
      ),
    );
}

/** Invites these artists as assistants; those already on the team stay as they are. */
export async function inviteAssistants(db: Db, eventId: string, artistIds: string[]) {
  await db
    .insert(eventTeam)
    .values(
      artistIds.map((artistId) => ({
        eventId,
        artistId,
        role: 'assistant' as const,
        status: 'invited' as const,
      })),
    )
    .onConflictDoNothing();
}

/** An invited assistant's answer; null when she has no invitation waiting. */
export async function answerTeamInvitation(
  db: Db,
  eventId: string,
  artistId: string,
  accept: boolean,
) {
  const [row] = await db
    .update(eventTeam)
    .set({ status: accept ? 'accepted' : 'declined', answeredAt: new Date() })
    .where(
      and(
        eq(eventTeam.eventId, eventId),
        eq(eventTeam.artistId, artistId),
        eq(eventTeam.role, 'assistant'),
        inArray(eventTeam.status, ['invited']),
      ),
    )
    .returning({ status: eventTeam.status, replacesId: eventTeam.replacesId });
  return row ?? null;
}

export async function insertHolds(db: Db, values: (typeof eventHolds.$inferInsert)[]) {
  // In the artists' order: each hold's commit takes her calendar's row (migration 0033), and two
  // acceptances sharing artists must take them in one order, or they could deadlock.
  const ordered = [...values].sort((a, b) => (a.artistId < b.artistId ? -1 : 1));
  await db.insert(eventHolds).values(ordered);
}

/** The customer accepted the quote: unpaid until its retainer is paid. */
export async function markAcceptedUnpaid(db: Db, eventId: string, cardId: string, now: Date) {
  const [accepted] = await db
    .update(events)
    .set({ state: 'accepted_unpaid', acceptedAt: now, gatewayCardId: cardId, updatedAt: now })
    .where(eq(events.id, eventId))
    .returning();
  return accepted!;
}

/** An accepted, unpaid event is paid: it is accepted, with its booking code. */
export async function markEventPaid(db: Db, eventId: string, code: string) {
  const rows = await db
    .update(events)
    .set({ state: 'accepted', code, updatedAt: new Date() })
    .where(and(eq(events.id, eventId), eq(events.state, 'accepted_unpaid')))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function setEventCard(db: Db, eventId: string, cardId: string) {
  await db.update(events).set({ gatewayCardId: cardId }).where(eq(events.id, eventId));
}

export async function markEventCompleted(db: Db, eventId: string, now: Date) {
  await db
    .update(events)
    .set({ state: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), eq(events.state, 'accepted')));
}

/** The event cancelled by `by`, when it still could be; null otherwise. */
export async function markEventCancelled(
  db: Db,
  eventId: string,
  by: NonNullable<EventRow['cancelledBy']>,
  now: Date,
) {
  const [row] = await db
    .update(events)
    .set({ state: 'cancelled', cancelledAt: now, cancelledBy: by, updatedAt: now })
    .where(
      and(
        eq(events.id, eventId),
        inArray(events.state, ['requested', 'quoted', 'accepted_unpaid', 'accepted']),
      ),
    )
    .returning();
  return row ?? null;
}

/** Every version of an event's quote, newest first. */
export function quoteVersions(db: Db, eventId: string) {
  return db
    .select({
      version: eventQuotes.version,
      createdAt: eventQuotes.createdAt,
      totalCents: eventQuotes.totalCents,
    })
    .from(eventQuotes)
    .where(eq(eventQuotes.eventId, eventId))
    .orderBy(desc(eventQuotes.version));
}

/** The artist's services by id: today's price and length, for a quote's first draft. */
export function servicePrices(db: Db, artistId: string) {
  return db
    .select({
      id: profileServices.id,
      priceCents: profileServices.amountCents,
      minutes: profileServices.durationMinutes,
    })
    .from(profileServices)
    .where(eq(profileServices.userId, artistId));
}

/** `%`, `_` and `\\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Verified artists whose name holds `q`, who could assist the lead `leadId`: not blocked, not
 * deleted, not herself; at most ten, by name.
 */
export function assistantCandidates(db: Db, leadId: string, q: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        isNotNull(profiles.verifiedAt),
        isNull(users.deletedAt),
        isNull(users.blockedAt),
        ne(users.id, leadId),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(q)),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(10);
}
