import { payoutLines } from '#shared/domain/ledger.ts';
import { PAYOUT_SCHEDULE } from '#shared/domain/policy.ts';
import { startOfTorontoWeek, torontoInstant, torontoParts } from '#shared/domain/toronto-time.ts';
import type { Earnings } from '#shared/schemas/payments.ts';
import type { Db } from '../../db/db.ts';
import type { AppContext } from '../../context.ts';
import { GatewayUnavailableError } from '../../integrations/payments/gateway.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { artistBalance, recordLedger } from '../../money/ledger.ts';
import { artistTerms } from '../../money/settlement-rules.ts';
import { sendPayoutEmail } from './payment-emails.ts';
import {
  attachToPayout,
  countPayoutCharges,
  findArtistsDue,
  findStuckPayouts,
  findUserContact,
  findWeekPayout,
  insertPayout,
  listArtistCharges,
  listArtistPayouts,
  listArtistTips,
  lockUnpaidCharges,
  lockUnpaidTips,
  markPayoutPaid,
  releaseFailedPayout,
  sumUnpaidShares,
  sumUnpaidTips,
  type PayoutRow,
} from './payouts.queries.ts';

type Payout = PayoutRow;

/** Payouts run each Monday at this hour, Toronto time (the schedule in payments.jobs.ts). */
export const PAYOUT_HOUR = PAYOUT_SCHEDULE.hour;

/**
 * The Monday job: pays each artist with a connected account their share of the charges made
 * before this Monday (00:00 Toronto) — the past week's, and any earlier ones still unpaid —
 * so an artist is paid within 7 days of the service. Safe to run twice: one payout per artist
 * per week, and its provider call is keyed by both.
 */
export async function runWeeklyPayouts(
  ctx: AppContext,
  now = new Date(),
  /** An admin's "Run payouts now": each payout it opens is audited in its own transaction. */
  by?: { adminId: string },
): Promise<{ paid: number; amountCents: number }> {
  const periodEnd = startOfTorontoWeek(now);
  const due = await findArtistsDue(ctx.db, periodEnd);
  const result = { paid: 0, amountCents: 0 };
  for (const { artistId, accountId } of due) {
    const opened = await openPayout(ctx.db, artistId, accountId!, periodEnd, by);
    if (!opened?.isNew || opened.payout.status !== 'processing') continue;
    if ((await attemptPayout(ctx, opened.payout)) === 'paid') {
      result.paid += 1;
      result.amountCents += opened.payout.amountCents;
    }
  }
  return result;
}

/**
 * Opens an artist's payout of one week with the charges it pays, locked, in one transaction.
 * Two runs at once (the Monday job and an admin's button, or two instances): the second
 * waits on the charges' locks, then finds them taken by the first (re-checked after the wait)
 * and opens nothing; the unique (artist, week) index is the last guard.
 */
async function openPayout(
  db: Db,
  artistId: string,
  accountId: string,
  periodEnd: Date,
  by: { adminId: string } | undefined,
): Promise<{ payout: Payout; isNew: boolean } | null> {
  return db.transaction(async (tx) => {
    const existing = await findWeekPayout(tx, artistId, periodEnd);
    if (existing) return { payout: existing, isNew: false };
    const charges = await lockUnpaidCharges(tx, artistId, periodEnd);
    const tipRows = await lockUnpaidTips(tx, artistId, periodEnd);
    const amountCents =
      charges.reduce((sum, c) => sum + c.share, 0) +
      tipRows.reduce((sum, c) => sum + c.amountCents, 0);
    if (amountCents <= 0) return null;
    const payout = await insertPayout(tx, {
      artistId,
      periodEnd,
      amountCents,
      hstCents: charges.reduce((sum, c) => sum + c.hst, 0),
      status: 'processing',
      idempotencyKey: `payout-${artistId}-${periodEnd.toISOString()}`,
      gatewayAccountId: accountId,
    });
    if (!payout) return null;
    await attachToPayout(
      tx,
      payout.id,
      charges.map((c) => c.id),
      tipRows.map((c) => c.id),
    );
    if (by) {
      await recordAudit(tx, {
        actorId: by.adminId,
        action: 'run-payouts',
        targetUserId: artistId,
        subjectId: payout.id,
        details: { amountCents, periodEnd: periodEnd.toISOString() },
      });
    }
    return { payout, isNew: true };
  });
}

async function attemptPayout(
  ctx: AppContext,
  payout: Payout,
): Promise<'paid' | 'failed' | 'unanswered'> {
  let payoutId: string;
  try {
    ({ payoutId } = await ctx.gateway.payout({
      accountId: payout.gatewayAccountId,
      amountCents: payout.amountCents,
      idempotencyKey: payout.idempotencyKey,
    }));
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      ctx.log.warn({ err: error, payoutId: payout.id }, 'payout not answered; left for recovery');
      return 'unanswered';
    }
    ctx.log.error({ err: error, payoutId: payout.id }, 'payout refused');
    // The charges go back to the balance and into next week's payout.
    await ctx.db.transaction(async (tx) => {
      await releaseFailedPayout(tx, payout.id, String((error as Error).message).slice(0, 500));
    });
    return 'failed';
  }
  const paid = await ctx.db.transaction(async (tx) => {
    const row = await markPayoutPaid(tx, payout.id, payoutId);
    if (row) {
      await recordLedger(tx, payoutLines(row.amountCents, row.hstCents), {
        artistId: row.artistId,
        payoutId: row.id,
      });
    }
    return row;
  });
  if (paid) await tellArtist(ctx, paid);
  return 'paid';
}

async function tellArtist(ctx: AppContext, payout: Payout) {
  const artist = await findUserContact(ctx.db, payout.artistId);
  if (!artist || artist.deletedAt) return;
  const count = await countPayoutCharges(ctx.db, payout.id);
  await sendPayoutEmail(ctx, artist, {
    amountCents: payout.amountCents,
    paidAt: payout.paidAt ?? new Date(),
    bookings: count,
  });
}

/** The recovery job: asks the provider again about payouts left unanswered. */
export async function recoverPayouts(ctx: AppContext): Promise<void> {
  const stuck = await findStuckPayouts(ctx.db);
  for (const payout of stuck) await attemptPayout(ctx, payout);
}

/** The next Monday payout run after `now` (today's, if it has not run yet). */
export function nextPayoutRun(now: Date): Date {
  const monday = torontoParts(startOfTorontoWeek(now));
  const thisWeeks = torontoInstant(monday.year, monday.month, monday.day, PAYOUT_HOUR);
  if (now < thisWeeks) return thisWeeks;
  const next = torontoParts(new Date(thisWeeks.getTime() + 7 * 86_400_000 + 12 * 3_600_000));
  const nextMonday = torontoParts(
    startOfTorontoWeek(torontoInstant(next.year, next.month, next.day, 12)),
  );
  return torontoInstant(nextMonday.year, nextMonday.month, nextMonday.day, PAYOUT_HOUR);
}

/** GET /api/earnings: the artist's balance, next payout, payout history and per-booking split. */
export async function getEarnings(
  ctx: AppContext,
  artistId: string,
  now = new Date(),
): Promise<Earnings> {
  const nextRun = nextPayoutRun(now);
  const periodEnd = startOfTorontoWeek(nextRun);
  const [balanceCents, nextCents, history, charges, terms, nextTipsCents, tipRows] =
    await Promise.all([
      artistBalance(ctx.db, artistId),
      sumUnpaidShares(ctx.db, artistId, periodEnd),
      listArtistPayouts(ctx.db, artistId),
      listArtistCharges(ctx.db, artistId),
      artistTerms(ctx.db, ctx.env, artistId, now),
      sumUnpaidTips(ctx.db, artistId, periodEnd),
      listArtistTips(ctx.db, artistId),
    ]);
  const tipEntries = tipRows.map((tip) => ({
    bookingId: tip.bookingId,
    paidAt: tip.paidAt!.toISOString(),
    kind: 'tip' as const,
    subtotalCents: tip.amountCents,
    commissionCents: 0,
    refundedCents: 0,
    payoutCents: tip.amountCents,
    status: tip.payoutId ? ('paid' as const) : ('pending' as const),
  }));
  const promotionRuns = terms.promotionEndsAt !== null && terms.promotionEndsAt > now;
  return {
    balanceCents,
    nextPayout: {
      date: nextRun.toISOString(),
      amountCents: nextCents + nextTipsCents,
    },
    payouts: history.map((p) => ({
      id: p.id,
      periodEnd: p.periodEnd.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
      amountCents: p.amountCents,
      status: p.status,
    })),
    bookings: [
      ...tipEntries,
      ...charges.map(({ payment, share, refundedSubtotal, refundedCommission }) => ({
        bookingId: payment.bookingId,
        paidAt: payment.paidAt!.toISOString(),
        kind: payment.kind,
        subtotalCents: payment.subtotalCents,
        commissionCents: payment.commissionCents - (refundedCommission ?? 0),
        refundedCents: refundedSubtotal ?? 0,
        payoutCents: share,
        status: payment.payoutId ? ('paid' as const) : ('pending' as const),
      })),
    ].sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
    promotionEndsAt: promotionRuns ? terms.promotionEndsAt!.toISOString() : null,
    payoutWeekday: PAYOUT_SCHEDULE.weekday,
  };
}
