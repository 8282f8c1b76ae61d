import { and, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { eventPayments, ledgerEntries } from '../../db/schema/index.ts';

/** A charge of an event (its retainer or its balance); its ledger lines are below too. */
export type EventPayment = typeof eventPayments.$inferSelect;

export function paymentsOf(db: Db, eventId: string) {
  return db.select().from(eventPayments).where(eq(eventPayments.eventId, eventId));
}

/** A new charge of the event; null when one of its kind is already open. */
export async function insertEventPayment(db: Db, values: typeof eventPayments.$inferInsert) {
  const [row] = await db.insert(eventPayments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A refused tip goes, as a booking's does: no tip stays recorded and she may try again. */
export async function deleteFailedEventPayment(db: Db, paymentId: string) {
  await db
    .delete(eventPayments)
    .where(and(eq(eventPayments.id, paymentId), eq(eventPayments.status, 'failed')));
}

/** The next attempt of a declined charge: a new idempotency key. */
export const nextEventAttempt = () =>
  ({
    status: 'processing',
    attempt: sql`${eventPayments.attempt} + 1`,
    idempotencyKey: sql`'event-payment-' || ${eventPayments.id} || '-' || (${eventPayments.attempt} + 1)`,
    failureMessage: null,
  }) as const;

/** A declined charge tried again (`nextEventAttempt`). */
export async function retryEventPayment(db: Db, paymentId: string) {
  const [payment] = await db
    .update(eventPayments)
    .set(nextEventAttempt())
    .where(eq(eventPayments.id, paymentId))
    .returning();
  return payment!;
}

/**
 * The provider's answer to this attempt of a charge, when it is still the one processing;
 * null when another has already recorded it.
 */
export async function recordChargeOutcome(
  db: Db,
  payment: Pick<EventPayment, 'id' | 'attempt'>,
  outcome: Pick<
    typeof eventPayments.$inferInsert,
    'status' | 'gatewayPaymentId' | 'failureMessage'
  >,
) {
  const [row] = await db
    .update(eventPayments)
    .set(outcome)
    .where(
      and(
        eq(eventPayments.id, payment.id),
        eq(eventPayments.status, 'processing'),
        eq(eventPayments.attempt, payment.attempt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The paid charge refunded, once: null when it already was. */
export async function markPaymentRefunded(db: Db, paymentId: string, now: Date) {
  const [row] = await db
    .update(eventPayments)
    .set({ refundedAt: now })
    .where(and(eq(eventPayments.id, paymentId), sql`${eventPayments.refundedAt} is null`))
    .returning();
  return row ?? null;
}

/** One balanced ledger transaction's entries, as the caller made them. */
export async function insertLedgerEntries(db: Db, values: (typeof ledgerEntries.$inferInsert)[]) {
  await db.insert(ledgerEntries).values(values);
}

/** What the customer has paid for the event, less refunds: the ledger's gateway lines. */
export async function eventLedgerTotal(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.eventId, eventId), eq(ledgerEntries.account, 'gateway')));
  return Number(row?.total ?? 0);
}
