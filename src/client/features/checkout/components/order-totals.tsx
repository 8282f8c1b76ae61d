import { formatCents } from '#shared/domain/money.ts';
import type { Quote } from '#shared/domain/settlement.ts';

/** 500 basis points → "5%", 350 → "3.5%". */
const rateText = (bps: number) =>
  `${(bps / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 })}%`;

/**
 * Service subtotal, Fee and Total: one component with the server's one rate, so every step
 * shows the same fee (docs/product.md "Money").
 */
export function OrderTotals({ quote, feeBps }: { quote: Quote; feeBps: number }) {
  const rows = [
    { label: 'Service subtotal', value: quote.subtotalCents },
    { label: `Fee (${rateText(feeBps)})`, value: quote.feeCents },
  ];
  return (
    <dl className="divide-y divide-line">
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
