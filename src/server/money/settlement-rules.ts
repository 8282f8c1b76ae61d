import { cancellationPolicy, NO_SHOW_PERCENT } from '#shared/domain/cancellation.ts';
import { LATE_DECLINE_HOURS, PAYOUT_SCHEDULE, type MoneyPolicy } from '#shared/domain/policy.ts';
import {
  commissionBpsFor,
  promotionEndsAt,
  type CommissionRules,
  type Settlement,
} from '#shared/domain/settlement.ts';
import type { Db } from '../db/db.ts';
import type { Env } from '../env.ts';
import { findArtistStanding, type PaymentRow } from './settlement-rules.queries.ts';

/** Kept here for the features that import it with the other settlement rules. */
export { refundedSum } from './settlement-rules.queries.ts';

/** The policy as the server applies it, for every page and message that names a figure. */
export function moneyPolicy(env: Env): MoneyPolicy {
  return {
    customerFeeBps: env.CUSTOMER_FEE_BPS,
    commissionBps: env.COMMISSION_BPS,
    promotion: {
      startsAt: env.PROMOTION_STARTS_AT.toISOString(),
      artists: env.PROMOTION_ARTISTS,
      months: env.PROMOTION_MONTHS,
    },
    cancellation: cancellationPolicy.map((tier) => ({ ...tier })),
    payout: { ...PAYOUT_SCHEDULE },
    lateDeclineHours: LATE_DECLINE_HOURS,
    noShowPercent: NO_SHOW_PERCENT,
  };
}

export function commissionRules(env: Env): CommissionRules {
  return {
    commissionBps: env.COMMISSION_BPS,
    promotionStartsAt: env.PROMOTION_STARTS_AT,
    promotionArtists: env.PROMOTION_ARTISTS,
    promotionMonths: env.PROMOTION_MONTHS,
  };
}

/**
 * The artist's commission rate for a charge at `at`, and where their share goes. The promotion
 * rank is the artist's place among those verified since the promotion started.
 */
export async function artistTerms(db: Db, env: Env, artistId: string, at: Date) {
  const row = await findArtistStanding(db, artistId, env.PROMOTION_STARTS_AT.toISOString());
  const standing = { verifiedAt: row?.verifiedAt ?? null, promotionRank: row?.rank ?? null };
  const rules = commissionRules(env);
  return {
    commissionBps: commissionBpsFor(standing, at, rules),
    /** When the artist's launch promotion ends (null if they have none): shown beside a 0% commission. */
    promotionEndsAt: promotionEndsAt(standing, rules),
    payoutAccountId: row?.payoutAccountId ?? null,
  };
}

/** A stored payment's split (a booking's payment, or an event's: the same columns). */
export function settlementOf(
  p: Pick<
    PaymentRow,
    | 'subtotalCents'
    | 'feeCents'
    | 'serviceHstCents'
    | 'feeHstCents'
    | 'amountCents'
    | 'commissionCents'
  >,
): Settlement {
  return {
    subtotalCents: p.subtotalCents,
    feeCents: p.feeCents,
    serviceHstCents: p.serviceHstCents,
    feeHstCents: p.feeHstCents,
    amountCents: p.amountCents,
    commissionCents: p.commissionCents,
    payoutCents: p.subtotalCents - p.commissionCents,
  };
}
