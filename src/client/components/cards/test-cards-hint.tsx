import { ChevronDown } from 'lucide-react';
import { testCards } from '#shared/domain/test-cards.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';
import { formatCardNumber } from '#client/lib/card-format.ts';
import { useT } from '#client/lib/i18n.tsx';

/** Each test card's behaviour in the page's language, by its number. */
const labels: Record<string, MessageKey> = {
  '4242424242424242': 'cards.test.visa',
  '5555555555554444': 'cards.test.mastercard',
  '378282246310005': 'cards.test.amex',
  '4000000000000002': 'cards.test.declined',
  '4000000000009995': 'cards.test.insufficient',
  '4000000000000069': 'cards.test.expired',
  '4000000000000127': 'cards.test.cvc',
  '4000000000000119': 'cards.test.processing',
  '4000000000000341': 'cards.test.chargeDeclined',
};

/**
 * The simulated provider's test cards (Stripe's numbers and behaviours), folded away: a way to
 * try a decline or insufficient funds without a real card.
 */
export function TestCardsHint({ onUse }: { onUse: (number: string) => void }) {
  const t = useT();
  const label = (card: (typeof testCards)[number]) => {
    const key = labels[card.number];
    return key ? t(key) : card.label;
  };
  return (
    <details className="group rounded-xl border border-line bg-paper text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 [&::-webkit-details-marker]:hidden">
        {t('cards.test.title')}
        <ChevronDown aria-hidden className="size-4 text-muted transition group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-3">
        <p className="mb-2 text-muted">{t('cards.test.lead')}</p>
        <ul className="divide-y divide-line">
          {testCards.map((card) => (
            <li key={card.number} className="flex items-center gap-3 py-1.5">
              <span className="min-w-0 flex-1">
                <span className="block font-mono tabular-nums">
                  {formatCardNumber(card.number)}
                </span>
                <span className="block text-muted">{label(card)}</span>
              </span>
              <button
                type="button"
                onClick={() => onUse(card.number)}
                aria-label={t('cards.test.useLabel', { card: label(card) })}
                className="min-h-11 shrink-0 rounded-full px-3 font-semibold text-blush-800 outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
              >
                {t('cards.test.use')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
