import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { AddCard } from '#client/components/cards/add-card.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { isExpired } from '#shared/domain/cards.ts';
import { brandName, expiryText, maskedNumber } from '#client/lib/card-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import type { CheckoutDraft, UpdateDraft } from './checkout-draft.ts';

/**
 * Step 3: a saved card (expired ones shown but not choosable), or a new one added right here;
 * a card just added is the one chosen. Nothing is charged now (docs/product.md "Money").
 */
export function StepPayment({
  user,
  draft,
  update,
}: {
  user: CurrentUser;
  draft: CheckoutDraft;
  update: UpdateDraft;
}) {
  const t = useT();
  const hasUsable = user.cards.some((card) => !isExpired(card));
  const [adding, setAdding] = useState(!hasUsable);
  const chosen = user.cards.find((c) => c.stripeCardId === draft.stripeCardId && !isExpired(c));

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">{t('checkout.payment.lead')}</p>
      {user.cards.length > 0 ? (
        <RadioGroupField
          legend={t('payments.pay.card')}
          name="card"
          value={chosen?.stripeCardId ?? null}
          onChange={(stripeCardId) => update({ stripeCardId })}
          options={user.cards.map((card) => {
            const expired = isExpired(card);
            return {
              value: card.stripeCardId,
              label: `${brandName(card.brand, t)} ${maskedNumber(card.last4)}`,
              description: t(expired ? 'checkout.card.expired' : 'checkout.card.expires', {
                date: expiryText(card),
              }),
              disabled: expired,
            };
          })}
        />
      ) : (
        <p className="text-muted">{t('checkout.payment.none')}</p>
      )}
      <section aria-label={t('payments.add.title')} className="rounded-xl border border-line">
        <button
          type="button"
          aria-expanded={adding}
          aria-controls={adding ? 'checkout-add-card' : undefined}
          onClick={() => setAdding((open) => !open)}
          className="flex min-h-12 w-full items-center justify-between gap-2 rounded-xl px-4 font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700"
        >
          {t('payments.add.title')}
          <ChevronDown
            aria-hidden
            className={`size-4 text-muted transition ${adding ? 'rotate-180' : ''}`}
          />
        </button>
        {adding ? (
          <div id="checkout-add-card" className="px-4 pb-4">
            <p className="mb-4 text-sm text-muted">{t('payments.add.lead')}</p>
            <AddCard
              onAdded={(card) => {
                update({ stripeCardId: card.stripeCardId });
                setAdding(false);
              }}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
