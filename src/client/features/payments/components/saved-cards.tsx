import { CreditCard, Trash2 } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import type { SavedCard } from '#shared/schemas/payments.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useDeleteCard } from '../api/delete-card.ts';
import { isExpired, replacementCard } from '#shared/domain/cards.ts';
import { brandName, cardName, expiryText, maskedNumber } from '#client/lib/card-format.ts';

/** The customer's saved cards, each with Remove (asked first); the list follows the server's answer. */
export function SavedCards({ cards }: { cards: SavedCard[] }) {
  const t = useT();
  if (cards.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-blush-200 px-4 py-6 text-center text-muted">
        {t('payments.saved.none')}
      </p>
    );
  }
  return (
    <ul
      aria-label={t('payments.saved.title')}
      className="divide-y divide-line rounded-xl border border-line bg-white"
    >
      {cards.map((card) => (
        <CardRow
          key={card.stripeCardId}
          card={card}
          replacement={replacementCard(cards.filter((c) => c !== card))}
        />
      ))}
    </ul>
  );
}

/** One card; `replacement` is the card its bookings still to be charged move to (the server's rule). */
function CardRow({ card, replacement }: { card: SavedCard; replacement: SavedCard | null }) {
  const t = useT();
  const { alert } = useAlerts();
  const remove = useDeleteCard();
  const expired = isExpired(card);
  const confirm = () =>
    remove.mutateAsync(card.stripeCardId).then(
      () => alert(t('payments.remove.done'), 'success'),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <CreditCard aria-hidden className="size-6 shrink-0 text-blush-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {brandName(card.brand, t)}{' '}
          <span className="whitespace-nowrap">{maskedNumber(card.last4)}</span>
        </p>
        <p className="text-sm text-muted">
          <span className="sr-only">{t('payments.card.expires')} </span>
          {expiryText(card)}
          {expired ? (
            <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-danger">
              {t('payments.card.expired')}
            </span>
          ) : null}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <AriaButton
            aria-label={t('payments.remove.label', { card: cardName(card, t) })}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink outline-offset-2 hover:bg-blush-50 hover:text-danger focus-visible:outline-2 focus-visible:outline-blush-700"
          >
            <Trash2 aria-hidden className="size-4" />
            <span className="max-sm:sr-only">{t('payments.remove.button')}</span>
          </AriaButton>
        }
        title={t('payments.remove.title')}
        confirmLabel={t('payments.remove.confirm')}
        pendingLabel={t('payments.remove.pending')}
        isPending={remove.isPending}
        onConfirm={() => void confirm()}
      >
        <p>{t('payments.remove.text', { card: cardName(card, t) })}</p>
        <p>
          {replacement
            ? t('payments.remove.replacement', { card: cardName(replacement, t) })
            : t('payments.remove.noReplacement')}
        </p>
      </ConfirmDialog>
    </li>
  );
}
