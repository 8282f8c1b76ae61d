import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { SavedCard } from '#shared/schemas/payments.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { cardSetupKey, useCardSetup } from '#client/resources/card-setup.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useSaveCard } from '#client/resources/save-card.ts';
import { SimulatedCardForm } from './simulated-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

const loading = (text: string) => (
  <p className="text-muted" role="status">
    {text}
  </p>
);

/**
 * "Add a card": the provider's card entry (the simulated form, or Stripe Elements), then the
 * token is saved. A refusal ("Your card was declined.") stays beside the form until the next try.
 * Shared by the payment method page and checkout (which selects the card just added).
 */
export function AddCard({ onAdded }: { onAdded?: (card: SavedCard) => void } = {}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { alert } = useAlerts();
  const { auth } = useAuth();
  const setup = useCardSetup();
  const save = useSaveCard();
  const [refusal, setRefusal] = useState<string | null>(null);

  const saveToken = async (token: string): Promise<boolean> => {
    setRefusal(null);
    const before = new Set(auth.user?.cards.map((card) => card.stripeCardId));
    let user;
    try {
      user = await save.mutateAsync(token);
    } catch (error) {
      setRefusal(errorMessage(error));
      return false;
    }
    alert(t('cards.added'), 'success');
    // The answer lists every card: the one added is the one not there before.
    const added = user.cards.find((card) => !before.has(card.stripeCardId)) ?? user.cards.at(-1);
    if (added) onAdded?.(added);
    // A Stripe SetupIntent saves one card: the next card needs a new one.
    if (setup.data?.provider === 'stripe')
      await queryClient.resetQueries({ queryKey: cardSetupKey });
    return true;
  };

  let entry;
  if (setup.isPending) entry = loading(t('cards.preparing'));
  else if (setup.isError) {
    entry = (
      <Notice tone="error" title={t('cards.formError')}>
        <p>{errorMessage(setup.error)}</p>
        <Button variant="secondary" onPress={() => void setup.refetch()}>
          {t('shell.tryAgain')}
        </Button>
      </Notice>
    );
  } else if (setup.data.provider === 'stripe') {
    entry = (
      <Suspense fallback={loading(t('cards.secureLoading'))}>
        <StripeCardForm
          key={setup.data.clientSecret}
          publishableKey={setup.data.publishableKey}
          clientSecret={setup.data.clientSecret}
          onToken={saveToken}
          onRefusal={setRefusal}
        />
      </Suspense>
    );
  } else {
    entry = <SimulatedCardForm onToken={saveToken} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="alert">
        {refusal ? (
          <Notice tone="error" title={t('cards.notSaved')}>
            <p>{refusal}</p>
          </Notice>
        ) : null}
      </div>
      {entry}
    </div>
  );
}
