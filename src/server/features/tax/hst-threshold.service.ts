import { eq } from 'drizzle-orm';
import {
  previousQuarter,
  quarterLabel,
  quarterOf,
  SMALL_SUPPLIER_THRESHOLD_CENTS,
  thresholdStanding,
  type Quarter,
} from '#shared/domain/hst.ts';
import { torontoInstant } from '#shared/domain/toronto-time.ts';
import type { HstThresholdView } from '#shared/schemas/tax.ts';
import { profiles } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { yearFigures } from './tax-figures.ts';

/**
 * Where the artist stands against the small-supplier threshold: her taxable sales are what
 * clients paid for her services and late cancellations (the ledger's charge lines), less
 * refunds, in the quarter the charge was made; tips are not consideration, so not counted.
 */
export async function hstThreshold(
  ctx: AppContext,
  artistId: string,
  now = new Date(),
): Promise<HstThresholdView> {
  const current = quarterOf(now);
  const shown: Quarter[] = [current];
  for (let i = 0; i < 4; i += 1) shown.unshift(previousQuarter(shown[0]!));
  const years = [...new Set(shown.map((q) => q.year))];
  const sales = new Map<string, number>();
  for (const year of years) {
    const figures = (await yearFigures(ctx.db, year, artistId)).get(artistId) ?? [];
    for (const q of figures) {
      sales.set(quarterLabel({ year, quarter: q.quarter }), q.grossCents - q.refundsCents);
    }
  }
  const standing = thresholdStanding(current, sales);
  const [profile] = await ctx.db
    .select({ hstNumber: profiles.hstNumber })
    .from(profiles)
    .where(eq(profiles.userId, artistId));
  // Over four quarters, she is a small supplier until the end of the month after the last.
  const month = (current.quarter - 1) * 3 + 2;
  return {
    registered: Boolean(profile?.hstNumber),
    thresholdCents: SMALL_SUPPLIER_THRESHOLD_CENTS,
    quarters: shown.map((q) => ({
      label: quarterLabel(q),
      cents: sales.get(quarterLabel(q)) ?? 0,
    })),
    currentQuarterCents: standing.currentQuarterCents,
    lastFourQuartersCents: standing.lastFourQuartersCents,
    level: standing.level,
    crossedBy: standing.crossedBy,
    smallSupplierUntil:
      standing.crossedBy === 'four-quarters'
        ? torontoInstant(current.year, month, 1).toISOString()
        : null,
  };
}
