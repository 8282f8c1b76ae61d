import {
  DEFAULT_RETAINER_PERCENT,
  eventCart,
  splitRetainer,
  trialCart,
} from '#shared/domain/event-quote.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { QuoteDraft } from '#shared/schemas/events.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { feeCents, previewTerms, type EditorDraft } from './quote-draft.ts';

const percentOf = (text: string) => {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && n <= 100 ? n : DEFAULT_RETAINER_PERCENT;
};

/**
 * What the customer will read, priced as the server prices it (`eventCart`, `splitRetainer`):
 * each line all-in with the booking fee it includes, HST, the total, retainer and balance.
 */
export function QuotePreview({ draft, pricing }: { draft: EditorDraft; pricing: QuoteDraft }) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const terms = previewTerms(draft);
  const cart = eventCart(terms, pricing.feeBps, pricing.tax);
  const percent = percentOf(draft.retainerPercent);
  const split = splitRetainer(cart, percent);
  const labels = [
    ...terms.lines.map((l) => `${l.person}: ${l.service}`),
    ...(terms.travelFeeCents > 0 ? [t('events.editor.travelLine')] : []),
    ...(terms.earlyStartFeeCents > 0 ? [t('events.editor.earlyLine')] : []),
  ];
  const rows = [
    ...cart.services.map((s, i) => ({
      label: labels[i] ?? '',
      cents: s.amountCents,
      note: s.feeCents > 0 ? t('bookings.money.includesFee', { fee: money(s.feeCents) }) : null,
    })),
    ...(cart.serviceHstCents > 0
      ? [{ label: t('bookings.money.hstServices'), cents: cart.serviceHstCents, note: null }]
      : []),
    ...(cart.feeHstCents > 0
      ? [{ label: t('bookings.money.hstFee'), cents: cart.feeHstCents, note: null }]
      : []),
  ];
  const trial = feeCents(draft).trialPriceCents;
  return (
    <section aria-labelledby="quote-preview" className="flex flex-col gap-2" aria-live="polite">
      <h3 id="quote-preview" className="text-lg font-semibold">
        {t('events.editor.preview')}
      </h3>
      <table className="w-full text-left">
        <caption className="sr-only">{t('events.quote.lines')}</caption>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-line">
              <th scope="row" className="py-1.5 font-normal">
                {row.label}
                {row.note ? <span className="block text-sm text-muted">{row.note}</span> : null}
              </th>
              <td className="py-1.5 text-right align-top tabular-nums">{money(row.cents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1.5">
              {t('events.quote.total')}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums" data-testid="quote-total">
              {money(cart.totalCents)}
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        {t('events.quote.retainer', {
          percent,
          retainer: money(split.retainer.amountCents),
          balance: money(split.balance.amountCents),
        })}
      </p>
      {trial !== null && Number.isInteger(trial) && trial > 0 ? (
        <p>
          {t('events.quote.trialPrice', {
            price: money(trialCart(trial, pricing.feeBps, pricing.tax).totalCents),
          })}
        </p>
      ) : null}
    </section>
  );
}
