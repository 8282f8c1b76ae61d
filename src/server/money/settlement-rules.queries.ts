import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { profiles, type payments } from '../db/schema/index.ts';

/** A stored payment (a booking's charge, or an event's: the same columns). */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * An artist's verification, payout account and promotion rank: her place among those
 * verified since `start` (null when verified before it, or not at all).
 */
export async function findArtistStanding(db: Db, artistId: string, start: string) {
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
  return row ?? null;
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
