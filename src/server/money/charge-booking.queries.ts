import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { bookings, payments, users } from '../db/schema/index.ts';
import type { PaymentRow } from './settlement-rules.queries.ts';

export type { PaymentRow };
export type BookingRow = typeof bookings.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** A booking's one payment, if it has one. */
export async function findBookingPayment(db: Db, bookingId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return row ?? null;
}

/** A payment by its id. */
export async function findPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The user's customer at the payment provider ('' or null when she has none yet). */
export async function findPaymentCustomerId(db: Db, userId: string) {
  const [row] = await db
    .select({ customerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.customerId ?? null;
}

export async function insertPayment(tx: Db, values: NewPayment) {
  const [payment] = await tx.insert(payments).values(values).returning();
  return payment!;
}

/**
 * The columns of a failed charge tried again (by its customer, or by an admin): a new attempt
 * under a new idempotency key, named as openCharge names the first, its failure cleared.
 */
export const nextAttempt = () =>
  ({
    status: 'processing',
    attempt: sql`${payments.attempt} + 1`,
    idempotencyKey: sql`'payment-' || ${payments.id} || '-' || (${payments.attempt} + 1)`,
    failureCode: null,
    failureMessage: null,
    updatedAt: sql`now()`,
  }) as const;

/** A booking, locked for a change that comes with a charge. */
export async function lockBookingRow(tx: Db, bookingId: string) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return booking ?? null;
}

/** A charged service completes its booking, if it is still accepted. */
export async function completeAcceptedBooking(tx: Db, bookingId: string) {
  await tx
    .update(bookings)
    .set({ state: 'completed', completedAt: sql`now()`, codeAttempts: 0, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.state, 'accepted')));
}

/** Only the attempt that is still 'processing' records an outcome. */
const currentAttempt = (payment: Pick<PaymentRow, 'id' | 'attempt'>) =>
  and(
    eq(payments.id, payment.id),
    eq(payments.status, 'processing'),
    eq(payments.attempt, payment.attempt),
  );

export async function markChargeSucceeded(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'attempt'>,
  gatewayPaymentId: string | null,
) {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      gatewayPaymentId,
      failureCode: null,
      failureMessage: null,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(currentAttempt(payment))
    .returning();
  return row;
}

export async function markChargeFailed(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'attempt'>,
  failure: { gatewayPaymentId: string | null; code: string; message: string },
) {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'failed',
      gatewayPaymentId: failure.gatewayPaymentId,
      failureCode: failure.code,
      failureMessage: failure.message,
      updatedAt: sql`now()`,
    })
    .where(currentAttempt(payment))
    .returning();
  return row;
}

/** Where to tell a payment's customer that it failed, and whom it was for. */
export async function findFailureRecipient(
  db: Db,
  payment: Pick<PaymentRow, 'customerId' | 'artistId'>,
) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      deletedAt: users.deletedAt,
      artistFirstName: sql<string>`(select first_name from users a where a.id = ${payment.artistId})`,
      artistLastName: sql<string>`(select last_name from users a where a.id = ${payment.artistId})`,
    })
    .from(users)
    .where(eq(users.id, payment.customerId));
  return row ?? null;
}

/** Charges the provider has not answered for a minute. */
export function findStuckCharges(db: Db) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'processing'),
        lt(payments.updatedAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
}

export async function findPaymentIdByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.idempotencyKey, idempotencyKey));
  return row ?? null;
}
