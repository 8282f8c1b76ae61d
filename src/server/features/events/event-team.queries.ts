import { and, eq, inArray, isNull, sum } from 'drizzle-orm';
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

/** The assistants who left the event's team: their part of the work is the lead's now. */
export async function withdrawnMembers(db: Db, eventId: string) {
  const rows = await db
    .select({ id: eventTeam.artistId })
    .from(eventTeam)
    .where(and(eq(eventTeam.eventId, eventId), eq(eventTeam.status, 'withdrawn')));
  return new Set(rows.map((r) => r.id));
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
