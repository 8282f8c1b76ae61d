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
import type { AppContext } from '../../context.ts';
import { yearFigures } from './tax-figures.ts';
import { findHstNumber } from './tax.queries.ts';

/** The current calendar quarter and the four before it, oldest first. */
export function shownQuarters(now: Date): Quarter[] {
  const shown: Quarter[] = [quarterOf(now)];
  for (let i = 0; i < 4; i += 1) shown.unshift(previousQuarter(shown[0]!));
  return shown;
}

/**
 * Taxable sales by artist and quarter label over `shown`: what clients paid for her services
 * and late cancellations (the ledger's charge lines), less refunds, in the quarter the charge
 * was made; tips are not consideration, so not counted. One artist's, or every artist's.
 */
export async function taxableSales(
  ctx: AppContext,
  shown: Quarter[],
  artistId?: string,
): Promise<Map<string, Map<string, number>>> {
  const sales = new Map<string, Map<string, number>>();
  for (const year of [...new Set(shown.map((q) => q.year))]) {
    for (const [artist, figures] of await yearFigures(ctx.db, year, artistId)) {
      const own = sales.get(artist) ?? new Map<string, number>();
      for (const q of figures) {
        own.set(quarterLabel({ year, quarter: q.quarter }), q.grossCents - q.refundsCents);
      }
      sales.set(artist, own);
    }
  }
  return sales;
}

/** Where the artist stands against the small-supplier threshold (Excise Tax Act s. 148). */
export async function hstThreshold(
  ctx: AppContext,
  artistId: string,
  now = new Date(),
): Promise<HstThresholdView> {
  const shown = shownQuarters(now);
  const current = shown.at(-1)!;
  const sales =
    (await taxableSales(ctx, shown, artistId)).get(artistId) ?? new Map<string, number>();
  const standing = thresholdStanding(current, sales);
  const hstNumber = await findHstNumber(ctx.db, artistId);
  return {
    registered: Boolean(hstNumber),
    thresholdCents: SMALL_SUPPLIER_THRESHOLD_CENTS,
    quarters: shown.map((q) => ({
      label: quarterLabel(q),
      cents: sales.get(quarterLabel(q)) ?? 0,
    })),
    currentQuarterCents: standing.currentQuarterCents,
    lastFourQuartersCents: standing.lastFourQuartersCents,
    level: standing.level,
    crossedBy: standing.crossedBy,
    smallSupplierUntil: smallSupplierUntil(current, standing.crossedBy),
  };
}

/** Over four quarters, she is a small supplier until the end of the month after the last. */
export function smallSupplierUntil(
  current: Quarter,
  crossedBy: 'quarter' | 'four-quarters' | null,
): string | null {
  if (crossedBy !== 'four-quarters') return null;
  return torontoInstant(current.year, (current.quarter - 1) * 3 + 2, 1).toISOString();
}
