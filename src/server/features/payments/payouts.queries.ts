import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import {
  ledgerEntries,
  payments,
  payoutConnections,
  payouts,
  profiles,
  tips,
  users,
} from '../../db/schema/index.ts';
import { refundedSum } from '../../money/settlement-rules.queries.ts';
import { notHeldForTax } from '../../money/tax-hold.queries.ts';

/* Payouts' SQL: the weekly run, the artist's earnings, the admin's money page, bank accounts. */

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

/**
 * What each unpaid charge owes its artist: their share and the HST they charged, less the
 * same of its refunds. Written
 * with qualified names: drizzle leaves a column unqualified in a select list, and inside the
 * subquery that would name the refund's own column.
 */
const artistShare = sql<number>`("payments"."subtotal_cents" - "payments"."commission_cents" + "payments"."service_hst_cents" - coalesce((
  select sum(r.subtotal_cents - r.commission_cents + r.service_hst_cents) from refunds r
  where r.payment_id = "payments"."id" and r.status = 'succeeded'), 0))::int`;

/** The HST in `artistShare`: what the artist charged on her services, less its refunds. */
const artistHstShare = sql<number>`("payments"."service_hst_cents" - coalesce((
  select sum(r.service_hst_cents) from refunds r
  where r.payment_id = "payments"."id" and r.status = 'succeeded'), 0))::int`;

/** Charges an artist is owed for, made before `periodEnd`, with no refund still in flight. */
const unpaidBefore = (periodEnd: Date) =>
  and(
    eq(payments.status, 'succeeded'),
    isNull(payments.payoutId),
    lt(payments.paidAt, periodEnd),
    sql`not exists (select 1 from refunds r where r.payment_id = "payments"."id" and r.status = 'processing')`,
  );

/** Tips an artist is owed, charged before `periodEnd` and not paid out yet (all theirs). */
const unpaidTipsBefore = (periodEnd: Date) =>
  and(eq(tips.status, 'succeeded'), isNull(tips.payoutId), lt(tips.paidAt, periodEnd));

// ---- the weekly run ----

/** The artists with a connected account, not held for tax, owed charges or tips before `periodEnd`. */
export function findArtistsDue(db: Db, periodEnd: Date) {
  return db
    .selectDistinct({ artistId: payments.artistId, accountId: profiles.payoutAccountId })
    .from(payments)
    .innerJoin(profiles, eq(profiles.userId, payments.artistId))
    .where(
      and(
        unpaidBefore(periodEnd),
        isNotNull(profiles.payoutAccountId),
        notHeldForTax(payments.artistId),
      ),
    )
    .union(
      db
        .selectDistinct({ artistId: tips.artistId, accountId: profiles.payoutAccountId })
        .from(tips)
        .innerJoin(profiles, eq(profiles.userId, tips.artistId))
        .where(
          and(
            unpaidTipsBefore(periodEnd),
            isNotNull(profiles.payoutAccountId),
            notHeldForTax(tips.artistId),
          ),
        ),
    );
}

/** The artist's payout of the week ending at `periodEnd`, if it was opened. */
export async function findWeekPayout(tx: Db, artistId: string, periodEnd: Date) {
  const [existing] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.artistId, artistId), eq(payouts.periodEnd, periodEnd)));
  return existing ?? null;
}

/** The artist's unpaid charges before `periodEnd`, locked, with what each owes her. */
export function lockUnpaidCharges(tx: Db, artistId: string, periodEnd: Date) {
  return tx
    .select({ id: payments.id, share: artistShare, hst: artistHstShare })
    .from(payments)
    .where(and(eq(payments.artistId, artistId), unpaidBefore(periodEnd)))
    .for('update');
}

/** The artist's unpaid tips before `periodEnd`, locked. */
export function lockUnpaidTips(tx: Db, artistId: string, periodEnd: Date) {
  return tx
    .select({ id: tips.id, amountCents: tips.amountCents })
    .from(tips)
    .where(and(eq(tips.artistId, artistId), unpaidTipsBefore(periodEnd)))
    .for('update');
}

/** Opens a payout; null when the (artist, week) one exists already. */
export async function insertPayout(tx: Db, values: NewPayout) {
  const [payout] = await tx.insert(payouts).values(values).onConflictDoNothing().returning();
  return payout ?? null;
}

/** The charges and tips a payout pays. */
export async function attachToPayout(
  tx: Db,
  payoutId: string,
  chargeIds: string[],
  tipIds: string[],
) {
  await tx.update(payments).set({ payoutId }).where(inArray(payments.id, chargeIds));
  if (tipIds.length > 0) {
    await tx.update(tips).set({ payoutId }).where(inArray(tips.id, tipIds));
  }
}

/** A refused payout: failed, and its charges and tips back to the balance. */
export async function releaseFailedPayout(tx: Db, payoutId: string, failureMessage: string) {
  await tx
    .update(payouts)
    .set({ status: 'failed', failureMessage })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'processing')));
  await tx.update(payments).set({ payoutId: null }).where(eq(payments.payoutId, payoutId));
  await tx.update(tips).set({ payoutId: null }).where(eq(tips.payoutId, payoutId));
}

/** A payout the provider made; null when another attempt recorded it first. */
export async function markPayoutPaid(tx: Db, payoutId: string, gatewayPayoutId: string) {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'paid', gatewayPayoutId, paidAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'processing')))
    .returning();
  return row ?? null;
}

/** Where to write to a user, unless she deleted her account. */
export async function findUserContact(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** How many charges a payout pays. */
export async function countPayoutCharges(db: Db, payoutId: string) {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.payoutId, payoutId));
  return count;
}

/** Payouts the provider has not answered for a minute. */
export function findStuckPayouts(db: Db) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'processing'),
        lt(payouts.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
}

// ---- the artist's earnings ----

/** What the artist's unpaid charges before `periodEnd` owe her. */
export async function sumUnpaidShares(db: Db, artistId: string, periodEnd: Date) {
  const [next] = await db
    // A week's sum can pass 32 bits: bigint, read back as a number.
    .select({ total: sql<number>`coalesce(sum(${artistShare}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.artistId, artistId), unpaidBefore(periodEnd)));
  return next?.total ?? 0;
}

/** The artist's unpaid tips before `periodEnd`. */
export async function sumUnpaidTips(db: Db, artistId: string, periodEnd: Date) {
  const [next] = await db
    .select({ total: sql<number>`coalesce(sum(${tips.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(tips)
    .where(and(eq(tips.artistId, artistId), unpaidTipsBefore(periodEnd)));
  return next?.total ?? 0;
}

/** The artist's last year of payouts, newest first. */
export function listArtistPayouts(db: Db, artistId: string) {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.artistId, artistId))
    .orderBy(desc(payouts.periodEnd))
    .limit(52);
}

/** The artist's newest 100 succeeded charges, with her share and what was refunded. */
export function listArtistCharges(db: Db, artistId: string) {
  return db
    .select({
      payment: payments,
      share: artistShare,
      refundedSubtotal: refundedSum('subtotal_cents'),
      refundedCommission: refundedSum('commission_cents'),
    })
    .from(payments)
    .where(and(eq(payments.artistId, artistId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.paidAt))
    .limit(100);
}

/** The artist's newest 100 succeeded tips. */
export function listArtistTips(db: Db, artistId: string) {
  return db
    .select()
    .from(tips)
    .where(and(eq(tips.artistId, artistId), eq(tips.status, 'succeeded')))
    .orderBy(desc(tips.paidAt))
    .limit(100);
}

// ---- the admin's money page ----

/** The newest 100 payouts, with their artists' names. */
export function listRecentPayouts(db: Db) {
  return db
    .select({
      payout: payouts,
      artistName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.artistId))
    .orderBy(desc(payouts.periodEnd), desc(payouts.createdAt))
    .limit(100);
}

/** What a run now would pay: unpaid charges before `periodEnd` of artists with an account. */
export async function sumDuePayouts(db: Db, periodEnd: Date) {
  const [due] = await db
    .select({ total: sql<number>`coalesce(sum(${artistShare}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .innerJoin(profiles, eq(profiles.userId, payments.artistId))
    .where(and(unpaidBefore(periodEnd), isNotNull(profiles.payoutAccountId)));
  return due?.total ?? 0;
}

/** The ledger's total per account. */
export function ledgerTotalsByAccount(db: Db) {
  return db
    .select({
      account: ledgerEntries.account,
      total: sql<number>`sum(${ledgerEntries.amountCents})::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account)
    .orderBy(ledgerEntries.account);
}

// ---- bank accounts ----

/** The artist's own payout account and bank. */
export async function findPayoutAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      accountId: profiles.payoutAccountId,
      bankName: profiles.payoutBankName,
      routingNumber: profiles.payoutRoutingNumber,
      last4: profiles.payoutLast4,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** An artist (not deleted, with a profile) and her payout account, if she has one. */
export async function findConnectingArtist(db: Db, userId: string) {
  const [artist] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountId: profiles.payoutAccountId,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return artist ?? null;
}

export async function insertPayoutConnection(
  db: Db,
  values: typeof payoutConnections.$inferInsert,
) {
  await db.insert(payoutConnections).values(values);
}

/**
 * A finished onboarding: the account and bank on the profile, the artist's mobile number
 * verified, the connection completed. Writes the same values again when repeated.
 */
export async function recordPayoutAccount(
  tx: Db,
  userId: string,
  accountId: string,
  bank: { bankName: string; routingNumber: string; last4: string } | null,
) {
  await tx
    .update(profiles)
    .set({
      payoutAccountId: accountId,
      payoutBankName: bank?.bankName ?? null,
      payoutRoutingNumber: bank?.routingNumber ?? null,
      payoutLast4: bank?.last4 ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId));
  await tx
    .update(users)
    .set({ mobileVerifiedAt: sql`coalesce(${users.mobileVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), sql`${users.mobileNumber} is not null`));
  await tx
    .update(payoutConnections)
    .set({ completedAt: sql`coalesce(${payoutConnections.completedAt}, now())` })
    .where(eq(payoutConnections.accountId, accountId));
}

/** The user's own onboarding, by the hash of its state, while it is still valid. */
export async function findOpenConnection(db: Db, userId: string, stateHash: string) {
  const [connection] = await db
    .select({ accountId: payoutConnections.accountId })
    .from(payoutConnections)
    .where(
      and(
        eq(payoutConnections.stateHash, stateHash),
        eq(payoutConnections.userId, userId),
        gt(payoutConnections.expiresAt, sql`now()`),
      ),
    );
  return connection ?? null;
}

/** Whose onboarding made this account. */
export async function findConnectionOwner(db: Db, accountId: string) {
  const [connection] = await db
    .select({ userId: payoutConnections.userId })
    .from(payoutConnections)
    .where(eq(payoutConnections.accountId, accountId))
    .limit(1);
  return connection ?? null;
}
