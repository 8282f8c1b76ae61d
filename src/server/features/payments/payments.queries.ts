import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db.ts';
import {
  bookings,
  helpMessages,
  paymentCards,
  payments,
  tips,
  users,
} from '../../db/schema/index.ts';
import { nextAttempt } from '../../money/charge-booking.queries.ts';
import type { GatewayCard } from '../../integrations/payments/gateway.ts';

/*
 * The payments feature's SQL: customers' charges, cards, receipts, the admin's charge list and
 * follow-up, no-show settlements and the refund e-mails' reads. Payouts and refunds have their
 * own files (payouts.queries.ts, refunds.queries.ts); charging itself is in money/.
 */

const artists = alias(users, 'artists');
const customerUsers = alias(users, 'customer_user');
const artistUsers = alias(users, 'artist_user');

// ---- charges (the customer's own) ----

/** The customer's own payment for a booking, with its artist's name. */
export async function findCustomerPayment(db: Db, userId: string, bookingId: string) {
  const [row] = await db
    .select({
      payment: payments,
      artistName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.artistId))
    .where(and(eq(payments.bookingId, bookingId), eq(payments.customerId, userId)));
  return row ?? null;
}

/** One of the user's saved cards, by its id at the provider. */
export async function findUserCard(db: Db, userId: string, gatewayCardId: string) {
  const [card] = await db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.gatewayCardId, gatewayCardId)));
  return card ?? null;
}

/** A failed payment becomes a new attempt on this card; null when it is no longer 'failed'. */
export async function retryFailedPayment(
  db: Db,
  paymentId: string,
  card: { gatewayCardId: string; gatewayCustomerId: string },
) {
  const [retried] = await db
    .update(payments)
    .set({ ...nextAttempt(), ...card })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'failed')))
    .returning({ id: payments.id });
  return retried ?? null;
}

// ---- cards ----

/** The user (not deleted) with her customer at the provider, if she has one. */
export async function findCardHolder(db: Db, userId: string) {
  const [user] = await db
    .select({
      customerId: users.paymentCustomerId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user ?? null;
}

/** Keeps the user's first customer at the provider (a second one made at once is not kept). */
export async function setPaymentCustomer(db: Db, userId: string, customerId: string) {
  await db
    .update(users)
    .set({ paymentCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.paymentCustomerId)));
}

/** Keeps a provider's card on the user; null when the same card (fingerprint) is already saved. */
export async function storeCard(db: Db, userId: string, card: GatewayCard) {
  const [saved] = await db
    .insert(paymentCards)
    .values({
      userId,
      gatewayCardId: card.id,
      fingerprint: card.fingerprint,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    })
    .onConflictDoNothing()
    .returning({ id: paymentCards.id });
  return saved ?? null;
}

/** A saved card, whoever's, by its id at the provider. */
export async function findCardByGatewayId(db: Db, gatewayCardId: string) {
  const [same] = await db
    .select({ id: paymentCards.gatewayCardId })
    .from(paymentCards)
    .where(eq(paymentCards.gatewayCardId, gatewayCardId));
  return same ?? null;
}

/** The user's cards, oldest first, locked. */
export function lockUserCards(tx: Db, userId: string) {
  return tx
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, userId))
    .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id))
    .for('update');
}

type BookingState = (typeof bookings.$inferSelect)['state'];

/** The user's bookings in `states` to be charged with this card. */
const paidWithCard = (userId: string, gatewayCardId: string, states: readonly BookingState[]) =>
  and(
    eq(bookings.customerId, userId),
    eq(bookings.gatewayCardId, gatewayCardId),
    inArray(bookings.state, states),
  );

/** Moves the user's bookings in `states` from one card to another. */
export async function moveBookingsToCard(
  tx: Db,
  userId: string,
  gatewayCardId: string,
  states: readonly BookingState[],
  replacementCardId: string,
) {
  await tx
    .update(bookings)
    .set({ gatewayCardId: replacementCardId, updatedAt: sql`now()` })
    .where(paidWithCard(userId, gatewayCardId, states));
}

/** The soonest of the user's bookings in `states` to be charged with this card. */
export async function findBookingOnCard(
  tx: Db,
  userId: string,
  gatewayCardId: string,
  states: readonly BookingState[],
) {
  const [waiting] = await tx
    .select({
      appointmentAt: bookings.appointmentAt,
      artistName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.artistId))
    .where(paidWithCard(userId, gatewayCardId, states))
    .orderBy(asc(bookings.appointmentAt))
    .limit(1);
  return waiting ?? null;
}

export async function deleteUserCard(db: Db, userId: string, gatewayCardId: string) {
  await db
    .delete(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.gatewayCardId, gatewayCardId)));
}

// ---- the admin's charges ----

/**
 * The newest 100 charges, failed first. "failed" lists every charge still owed: refused, or
 * not answered by the provider yet, unless an admin marked it resolved.
 */
export function listAdminPayments(db: Db, status: 'failed' | 'succeeded' | 'all') {
  return db
    .select({
      payment: payments,
      customerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      customerEmail: users.email,
      artistName: sql<string>`${artists.firstName} || ' ' || ${artists.lastName}`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.customerId))
    .innerJoin(artists, eq(artists.id, payments.artistId))
    .where(
      status === 'all'
        ? undefined
        : status === 'failed'
          ? and(inArray(payments.status, ['failed', 'processing']), isNull(payments.resolvedAt))
          : eq(payments.status, status),
    )
    .orderBy(sql`(${payments.status} = 'failed') desc`, desc(payments.updatedAt))
    .limit(100);
}

/** A booking's payment, locked (an admin's retry, resolve or refund). */
export async function lockBookingPayment(tx: Db, bookingId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .for('update');
  return payment ?? null;
}

/** A failed charge tried again by an admin: a new attempt, no longer marked resolved. */
export async function restartFailedCharge(tx: Db, paymentId: string) {
  await tx
    .update(payments)
    .set({ ...nextAttempt(), resolvedAt: null })
    .where(eq(payments.id, paymentId));
}

export async function markPaymentResolved(tx: Db, paymentId: string) {
  await tx
    .update(payments)
    .set({ resolvedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

// ---- no-show disputes ----

/** A no-show's dispute and settlement. */
export async function findNoShow(db: Db, bookingId: string) {
  const [booking] = await db
    .select({
      state: bookings.state,
      disputedAt: bookings.noShowDisputedAt,
      settledAt: bookings.noShowSettledAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking ?? null;
}

/** Marks a disputed no-show settled, once; null when it is not disputed or already settled. */
export async function settleDisputedNoShow(
  tx: Db,
  bookingId: string,
  settlement: 'refunded' | 'kept',
) {
  const [row] = await tx
    .update(bookings)
    .set({
      noShowSettlement: settlement,
      noShowSettledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.state, 'no-show'),
        isNotNull(bookings.noShowDisputedAt),
        isNull(bookings.noShowSettledAt),
      ),
    )
    .returning({ customerId: bookings.customerId });
  return row ?? null;
}

/** The booking's open help messages (a dispute's) are answered. */
export async function answerBookingHelpMessages(tx: Db, bookingId: string) {
  await tx
    .update(helpMessages)
    .set({ status: 'answered', updatedAt: sql`now()` })
    .where(and(eq(helpMessages.bookingId, bookingId), eq(helpMessages.status, 'open')));
}

/** What the settlement e-mails need: when, how much, and both parties. */
export async function findNoShowParties(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      appointmentAt: bookings.appointmentAt,
      amountCents: payments.amountCents,
      customer: { email: customerUsers.email, firstName: customerUsers.firstName },
      artist: { email: artistUsers.email, firstName: artistUsers.firstName },
    })
    .from(bookings)
    .innerJoin(customerUsers, eq(customerUsers.id, bookings.customerId))
    .innerJoin(artistUsers, eq(artistUsers.id, bookings.artistId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

// ---- e-mails ----

/** What the refund e-mails need: the payment, its booking's time, and both parties. */
export async function findRefundParties(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      payment: payments,
      appointmentAt: bookings.appointmentAt,
      customer: {
        email: customerUsers.email,
        firstName: customerUsers.firstName,
        deletedAt: customerUsers.deletedAt,
      },
      artist: {
        email: artistUsers.email,
        firstName: artistUsers.firstName,
        lastName: artistUsers.lastName,
        deletedAt: artistUsers.deletedAt,
      },
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(customerUsers, eq(customerUsers.id, payments.customerId))
    .innerJoin(artistUsers, eq(artistUsers.id, payments.artistId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

// ---- receipts ----

/**
 * A booking's succeeded charge with its booking: of this customer, or anyone's when
 * `customerId` is null (an admin).
 */
export async function findReceiptCharge(db: Db, bookingId: string, customerId: string | null) {
  const [row] = await db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'succeeded'),
        customerId === null ? undefined : eq(payments.customerId, customerId),
      ),
    );
  return row ?? null;
}

/** The names of a charge's customer and artist. */
export function findChargeNames(db: Db, customerId: string, artistId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, customerId))
    .union(
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, artistId)),
    );
}

/** The brand and last digits of a saved card, by its id at the provider. */
export async function findCardShown(db: Db, gatewayCardId: string) {
  const [card] = await db
    .select({ brand: paymentCards.brand, last4: paymentCards.last4 })
    .from(paymentCards)
    .where(eq(paymentCards.gatewayCardId, gatewayCardId));
  return card ?? null;
}

/** A booking's tip, once it went through. */
export async function findSucceededTip(db: Db, bookingId: string) {
  const [tip] = await db
    .select({ amountCents: tips.amountCents, paidAt: tips.paidAt })
    .from(tips)
    .where(and(eq(tips.bookingId, bookingId), eq(tips.status, 'succeeded')));
  return tip ?? null;
}

const receiptArtist = alias(users, 'artist');

/** The customer's succeeded charges paid in [from, until), oldest first, with their artists. */
export function listCustomerCharges(db: Db, customerId: string, from: Date, until: Date) {
  return db
    .select({
      payment: payments,
      services: bookings.services,
      artistHstNumber: bookings.artistHstNumber,
      platformHstNumber: bookings.platformHstNumber,
      firstName: receiptArtist.firstName,
      lastName: receiptArtist.lastName,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(receiptArtist, eq(receiptArtist.id, payments.artistId))
    .where(
      and(
        eq(payments.customerId, customerId),
        eq(payments.status, 'succeeded'),
        gte(payments.paidAt, from),
        lt(payments.paidAt, until),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
}
