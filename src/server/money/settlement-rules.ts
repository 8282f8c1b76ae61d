import { eq, sql } from 'drizzle-orm';
import { cancellationPolicy, NO_SHOW_PERCENT } from '#shared/domain/cancellation.ts';
import { LATE_DECLINE_HOURS, PAYOUT_SCHEDULE, type MoneyPolicy } from '#shared/domain/policy.ts';
import {
  commissionBpsFor,
  promotionEndsAt,
  type CommissionRules,
  type Settlement,
} from '#shared/domain/settlement.ts';
import type { Db } from '../db/open-db.ts';
import type { payments } from '../db/schema/index.ts';
import { profiles } from '../db/schema/index.ts';
import type { Env } from '../env.ts';

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
  const start = env.PROMOTION_STARTS_AT.toISOString();
  const [row] = await db
    .select({
      verifiedAt: profiles.verifiedAt,
      payoutAccountId: profiles.payoutAccountId,
      // Qualified by hand: drizzle would leave these unqualified, naming `earlier`'s columns.
      rank: sql<number | null>`case when "profiles"."verified_at" >= ${start}::timestamptz then (
        select count(*)::int from profiles earlier
        where earlier.verified_at >= ${start}::timestamptz
          and (earlier.verified_at, earlier.user_id) <= ("profiles"."verified_at", "profiles"."user_id")
      ) end`,
    })
    .from(profiles)
    .where(eq(profiles.userId, artistId));
  const standing = { verifiedAt: row?.verifiedAt ?? null, promotionRank: row?.rank ?? null };
  const rules = commissionRules(env);
  return {
    commissionBps: commissionBpsFor(standing, at, rules),
    /** When the artist's launch promotion ends (null if they have none): shown beside a 0% commission. */
    promotionEndsAt: promotionEndsAt(standing, rules),
    payoutAccountId: row?.payoutAccountId ?? null,
  };
}

/**
 * The sum of one column over the succeeded refunds of the payment in the query's `payments`
 * row, null when there are none (so a left-joined booking without a payment reads `payment:
 * null`). Written with qualified names: drizzle leaves a column unqualified in a select list.
 */
export const refundedSum = (
  column: 'subtotal_cents' | 'commission_cents' | 'service_hst_cents' | 'fee_hst_cents',
) =>
  sql<number | null>`(select sum(r.${sql.raw(column)})::int from refunds r
    where r.payment_id = "payments"."id" and r.status = 'succeeded')`;

/** A stored payment's split (a booking's payment, or an event's: the same columns). */
export function settlementOf(
  p: Pick<
    typeof payments.$inferSelect,
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
