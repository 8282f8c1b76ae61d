import { formatCents } from '#shared/domain/money.ts';
import { allInCents, artistEarnsCents } from '#shared/domain/pricing.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/** Both sides of a price in the page's language: "Clients see $96.60 · you earn $73.60". */
export function usePriceSides(): (cents: number, feeBps: number, commissionBps: number) => string {
  const t = useT();
  const locale = useLocale();
  return (cents, feeBps, commissionBps) =>
    t('wizard.service.sides', {
      clients: formatCents(allInCents(cents, feeBps), locale),
      earns: formatCents(artistEarnsCents(cents, commissionBps), locale),
    });
}
