import { ChevronDown } from 'lucide-react';
import { testCards } from '#shared/domain/test-cards.ts';
import { formatCardNumber } from '#client/lib/card-format.ts';

/**
 * The simulated provider's test cards (Stripe's numbers and behaviours), folded away: a way to
 * try a decline or insufficient funds without a real card.
 */
export function TestCardsHint({ onUse }: { onUse: (number: string) => void }) {
  return (
    <details className="group rounded-xl border border-line bg-paper text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 [&::-webkit-details-marker]:hidden">
        Test cards
        <ChevronDown aria-hidden className="size-4 text-muted transition group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-3">
        <p className="mb-2 text-muted">
          Any future expiry date and any CVC work. Nothing is charged: this is a simulation.
        </p>
        <ul className="divide-y divide-line">
          {testCards.map((card) => (
            <li key={card.number} className="flex items-center gap-3 py-1.5">
              <span className="min-w-0 flex-1">
                <span className="block font-mono tabular-nums">
                  {formatCardNumber(card.number)}
                </span>
                <span className="block text-muted">{card.label}</span>
              </span>
              <button
                type="button"
                onClick={() => onUse(card.number)}
                aria-label={`Use ${card.label} test card`}
                className="min-h-11 shrink-0 rounded-full px-3 font-semibold text-blush-800 outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
              >
                Use
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
