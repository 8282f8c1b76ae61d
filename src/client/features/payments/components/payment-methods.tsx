import { Card } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { AddCard } from '#client/components/cards/add-card.tsx';
import { SavedCards } from './saved-cards.tsx';

/** /payments: the saved cards (from the signed-in user) and the form that adds one. */
export function PaymentMethods() {
  const t = useT();
  const { auth } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="mb-3 text-xl font-semibold">{t('payments.saved.title')}</h2>
        {auth.status === 'authenticated' ? (
          <SavedCards cards={auth.user.cards} />
        ) : (
          <p className="text-muted" role="status">
            {t('payments.saved.loading')}
          </p>
        )}
      </Card>
      <Card>
        <h2 className="mb-1 text-xl font-semibold">{t('payments.add.title')}</h2>
        <p className="mb-4 text-sm text-muted">{t('payments.add.lead')}</p>
        <AddCard />
      </Card>
    </div>
  );
}
