import { and, desc, eq, inArray, isNull, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db.ts';
import { eventHolds, events, eventTeam, ledgerEntries } from '../../db/schema/index.ts';

/** An assistant leaves the team (she withdrew, or was blocked): null when she was not on it. */
export async function markWithdrawn(db: Db, eventId: string, artistId: string, now: Date) {
  const [row] = await db
    .update(eventTeam)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(
      and(
        eq(eventTeam.eventId, eventId),
        eq(eventTeam.artistId, artistId),
        eq(eventTeam.role, 'assistant'),
        inArray(eventTeam.status, ['invited', 'accepted']),
      ),
    )
    .returning({ status: eventTeam.status });
  return row ?? null;
}

/** Her held time on this event's day is given back. */
export async function releaseHoldsOf(db: Db, eventId: string, artistId: string, now: Date) {
  await db
    .update(eventHolds)
    .set({ releasedAt: now })
    .where(
      and(
        eq(eventHolds.eventId, eventId),
        eq(eventHolds.artistId, artistId),
        isNull(eventHolds.releasedAt),
      ),
    );
}

/** The events not yet done on which this artist is an assistant (invited or said yes). */
export async function openEventsAssisted(db: Db, artistId: string) {
  const rows = await db
    .select({ id: events.id })
    .from(eventTeam)
    .innerJoin(events, eq(events.id, eventTeam.eventId))
    .where(
      and(
        eq(eventTeam.artistId, artistId),
        eq(eventTeam.role, 'assistant'),
        inArray(eventTeam.status, ['invited', 'accepted']),
        inArray(events.state, ['requested', 'quoted', 'accepted_unpaid', 'accepted']),
      ),
    );
  return rows.map((r) => r.id);
}

/** The event locked for a change by whoever may make it (the use case checks who). */
export async function lockEventById(db: Db, eventId: string) {
  const [row] = await db.select().from(events).where(eq(events.id, eventId)).for('update');
  return row ?? null;
}

/**
 * Who does the part of each assistant who left the team: her replacement once she said yes,
 * else the lead (`teamWork`'s `instead`).
 */
export async function withdrawnMembers(db: Db, eventId: string, leadId: string) {
  const replacement = alias(eventTeam, 'replacement');
  const rows = await db
    .select({ id: eventTeam.artistId, by: replacement.artistId })
    .from(eventTeam)
    .leftJoin(
      replacement,
      and(
        eq(replacement.eventId, eventTeam.eventId),
        eq(replacement.replacesId, eventTeam.artistId),
        eq(replacement.status, 'accepted'),
      ),
    )
    .where(and(eq(eventTeam.eventId, eventId), eq(eventTeam.status, 'withdrawn')));
  return new Map(rows.map((r) => [r.id, r.by ?? leadId]));
}

/** A team member's row on the event, if she has one. */
export async function findTeamMember(db: Db, eventId: string, artistId: string) {
  const [row] = await db
    .select()
    .from(eventTeam)
    .where(and(eq(eventTeam.eventId, eventId), eq(eventTeam.artistId, artistId)));
  return row ?? null;
}

/** Whether someone invited or on the team already takes the part of `replaces`. */
export async function hasReplacement(db: Db, eventId: string, replaces: string) {
  const [row] = await db
    .select({ id: eventTeam.artistId })
    .from(eventTeam)
    .where(
      and(
        eq(eventTeam.eventId, eventId),
        eq(eventTeam.replacesId, replaces),
        inArray(eventTeam.status, ['invited', 'accepted']),
      ),
    );
  return row !== undefined;
}

/** Invites `artistId` in the place of `replaces` (again, if she once declined or left). */
export async function inviteReplacement(
  db: Db,
  eventId: string,
  artistId: string,
  replaces: string,
) {
  await db
    .insert(eventTeam)
    .values({ eventId, artistId, role: 'assistant', status: 'invited', replacesId: replaces })
    .onConflictDoUpdate({
      target: [eventTeam.eventId, eventTeam.artistId],
      set: { status: 'invited', replacesId: replaces, answeredAt: null },
    });
}

/** The time the event held for `artistId` (the latest, released or not). */
export async function heldFor(db: Db, eventId: string, artistId: string) {
  const [row] = await db
    .select({ busyFrom: eventHolds.busyFrom, busyUntil: eventHolds.busyUntil })
    .from(eventHolds)
    .where(and(eq(eventHolds.eventId, eventId), eq(eventHolds.artistId, artistId)))
    .orderBy(desc(eventHolds.busyFrom))
    .limit(1);
  return row ?? null;
}

/** What the event's charges so far owe this artist (her artist_payable lines, as owed: >= 0). */
export async function owedOnEvent(db: Db, eventId: string, artistId: string) {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.eventId, eventId),
        eq(ledgerEntries.account, 'artist_payable'),
        eq(ledgerEntries.userId, artistId),
      ),
    );
  return 0 - Number(row?.total ?? 0);
}
