import { formatCents } from '#shared/domain/money.ts';
import type { CartPrice } from '#shared/domain/pricing.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/**
 * The price before tax (the services at their all-in prices: the booking fee is a part of it,
 * never added at the end), each HST line where one applies, and the total: one component, so
 * every step shows the same figures, the ones the server charges.
 */
export function OrderTotals({ quote }: { quote: CartPrice }) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const rows = [
    ...(quote.serviceHstCents > 0
      ? [{ label: t('bookings.money.hstServices'), value: quote.serviceHstCents }]
      : []),
    ...(quote.feeHstCents > 0
      ? [{ label: t('bookings.money.hstFee'), value: quote.feeHstCents }]
      : []),
  ];
  return (
    <dl className="divide-y divide-line">
      <div className="flex flex-wrap justify-between gap-x-4 py-2">
        <dt className="text-muted">{t('checkout.totals.beforeTax')}</dt>
        <dd className="tabular-nums" data-testid="price-before-tax">
          {money(quote.beforeTaxCents)}
        </dd>
        {quote.feeCents > 0 ? (
          <dd className="basis-full text-sm text-muted">
            {t('bookings.money.includesFee', { fee: money(quote.feeCents) })}
          </dd>
        ) : null}
      </div>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{row.label}</dt>
          <dd className="tabular-nums">{money(row.value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-lg font-semibold">
        <dt>{t('bookings.money.total')}</dt>
        <dd className="tabular-nums">{money(quote.totalCents)}</dd>
      </div>
    </dl>
  );
}
