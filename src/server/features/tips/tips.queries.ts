import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { bookings, payments, profiles, tips, users } from '../../db/schema/index.ts';

/** A booking with what a tip needs, only if `userId` is its customer or its artist. */
export async function findTipBooking(db: Db, bookingId: string, userId: string, lock = false) {
  const query = db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      artistId: bookings.artistId,
      state: bookings.state,
      subtotalCents: bookings.subtotalCents,
      completedAt: bookings.completedAt,
      /** The service's charge: a tip waits for it to succeed, and goes on the card that paid. */
      paymentStatus: payments.status,
      gatewayCardId: payments.gatewayCardId,
    })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.id, bookingId),
        or(eq(bookings.customerId, userId), eq(bookings.artistId, userId)),
      ),
    );
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  return row ?? null;
}

export async function findTip(db: Db, bookingId: string) {
  const [row] = await db.select().from(tips).where(eq(tips.bookingId, bookingId));
  return row ?? null;
}

/** The provider's customer of the tipper and the artist's connected account. */
export async function findTipParties(db: Db, customerId: string, artistId: string) {
  const [customer] = await db
    .select({ gatewayCustomerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, customerId));
  const [artist] = await db
    .select({ accountId: profiles.payoutAccountId })
    .from(profiles)
    .where(eq(profiles.userId, artistId));
  return {
    gatewayCustomerId: customer?.gatewayCustomerId ?? '',
    accountId: artist?.accountId ?? null,
  };
}

/** Tips the provider has not answered for a minute: the recovery job asks again. */
export function findStuckTips(db: Db) {
  return db
    .select({ id: tips.id })
    .from(tips)
    .where(and(eq(tips.status, 'processing'), lt(tips.createdAt, sql`now() - interval '1 minute'`)))
    .limit(100);
}

export type TipRow = typeof tips.$inferSelect;

export async function findTipById(db: Db, id: string) {
  const [tip] = await db.select().from(tips).where(eq(tips.id, id));
  return tip ?? null;
}

export async function insertTip(tx: Db, values: typeof tips.$inferInsert) {
  const [tip] = await tx.insert(tips).values(values).returning();
  return tip!;
}

/** Only the attempt that is still 'processing' records an outcome. */
const stillProcessing = (tipId: string) => and(eq(tips.id, tipId), eq(tips.status, 'processing'));

/** A refused tip goes: no tip stays recorded. */
export async function deleteProcessingTip(db: Db, tipId: string) {
  await db.delete(tips).where(stillProcessing(tipId));
}

/** A tip the provider charged; null when another attempt recorded it first. */
export async function markTipSucceeded(tx: Db, tipId: string, gatewayPaymentId: string) {
  const [row] = await tx
    .update(tips)
    .set({ status: 'succeeded', gatewayPaymentId, paidAt: sql`now()` })
    .where(stillProcessing(tipId))
    .returning();
  return row;
}
