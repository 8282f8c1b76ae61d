import { eq, sql } from 'drizzle-orm';
import {
  commissionBpsFor,
  type CommissionRules,
  type Settlement,
} from '#shared/domain/settlement.ts';
import type { Db } from '../db/open-db.ts';
import type { payments } from '../db/schema/index.ts';
import { profiles } from '../db/schema/index.ts';
import type { Env } from '../env.ts';

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
  return {
    commissionBps: commissionBpsFor(standing, at, commissionRules(env)),
    payoutAccountId: row?.payoutAccountId ?? null,
  };
}

/** A stored payment's split. */
export function settlementOf(p: typeof payments.$inferSelect): Settlement {
  return {
    subtotalCents: p.subtotalCents,
    feeCents: p.feeCents,
    amountCents: p.amountCents,
    commissionCents: p.commissionCents,
    payoutCents: p.subtotalCents - p.commissionCents,
  };
}
