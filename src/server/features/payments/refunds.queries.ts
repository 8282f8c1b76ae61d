import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { payments, refunds } from '../../db/schema/index.ts';

/* Refunds' SQL (the payment itself is locked with lockBookingPayment in payments.queries.ts). */

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** Reserves a refund's amount on its payment. */
export async function setRefundedCents(tx: Db, paymentId: string, refundedCents: number) {
  await tx
    .update(payments)
    .set({ refundedCents, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

export async function insertRefund(tx: Db, values: NewRefund) {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/** What a payment has refunded (or reserved for refunds in flight). */
export async function findRefundedCents(db: Db, paymentId: string) {
  const [payment] = await db
    .select({ refundedCents: payments.refundedCents })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return payment!.refundedCents;
}

const stillProcessing = (refundId: string) =>
  and(eq(refunds.id, refundId), eq(refunds.status, 'processing'));

/** A refund the provider made; null when another attempt recorded it first. */
export async function markRefundSucceeded(tx: Db, refundId: string, gatewayRefundId: string) {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'succeeded', gatewayRefundId })
    .where(stillProcessing(refundId))
    .returning();
  return row ?? null;
}

/** A refused refund; null when another attempt recorded it first. */
export async function markRefundFailed(tx: Db, refundId: string) {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'failed' })
    .where(stillProcessing(refundId))
    .returning();
  return row ?? null;
}

/** Gives a refused refund's reserved amount back to its payment. */
export async function releaseRefundedCents(tx: Db, paymentId: string, amountCents: number) {
  await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} - ${amountCents}` })
    .where(eq(payments.id, paymentId));
}

/** Refunds the provider has not answered for a minute. */
export function findStuckRefunds(db: Db) {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'processing'),
        lt(refunds.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
}
