import { formatCents } from '#shared/domain/money.ts';
import type { CartPrice } from '#shared/domain/pricing.ts';

/**
 * The price before tax (the services at their all-in prices: the booking fee is a part of it,
 * never added at the end), each HST line where one applies, and the total: one component, so
 * every step shows the same figures, the ones the server charges.
 */
export function OrderTotals({ quote }: { quote: CartPrice }) {
  const rows = [
    ...(quote.serviceHstCents > 0
      ? [{ label: 'HST 13% on services', value: quote.serviceHstCents }]
      : []),
    ...(quote.feeHstCents > 0
      ? [{ label: 'HST 13% on booking fee', value: quote.feeHstCents }]
      : []),
  ];
  return (
    <dl className="divide-y divide-line">
      <div className="flex flex-wrap justify-between gap-x-4 py-2">
        <dt className="text-muted">Price before tax</dt>
        <dd className="tabular-nums" data-testid="price-before-tax">
          {formatCents(quote.beforeTaxCents)}
        </dd>
        {quote.feeCents > 0 ? (
          <dd className="basis-full text-sm text-muted">
            includes {formatCents(quote.feeCents)} booking fee
          </dd>
        ) : null}
      </div>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{row.label}</dt>
          <dd className="tabular-nums">{formatCents(row.value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-lg font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatCents(quote.totalCents)}</dd>
      </div>
    </dl>
  );
}
