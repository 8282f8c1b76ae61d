import { ChevronDown } from 'lucide-react';
import { testCards } from '#shared/domain/test-cards.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';
import { formatCardNumber } from '#client/lib/card-format.ts';
import { useT } from '#client/lib/i18n.tsx';

/** What each test card does, in the page's language (the succeeding ones name their brand). */
const behaviourKeys: Record<(typeof testCards)[number]['behaviour'], MessageKey> = {
  succeeds: 'cards.test.succeeds',
  declined: 'cards.test.declined',
  insufficient_funds: 'cards.test.insufficientFunds',
  expired_card: 'cards.test.expired',
  incorrect_cvc: 'cards.test.incorrectCvc',
  processing_error: 'cards.test.processingError',
  charge_declined: 'cards.test.chargeDeclined',
};

/**
 * The simulated provider's test cards (Stripe's numbers and behaviours), folded away: a way to
 * try a decline or insufficient funds without a real card.
 */
export function TestCardsHint({ onUse }: { onUse: (number: string) => void }) {
  const t = useT();
  const labelOf = (card: (typeof testCards)[number]) =>
    t(behaviourKeys[card.behaviour], { brand: card.label.split(',')[0]! });
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
                <span className="block text-muted">{labelOf(card)}</span>
              </span>
              <button
                type="button"
                onClick={() => onUse(card.number)}
                aria-label={t('cards.test.useNamed', { card: labelOf(card) })}
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
