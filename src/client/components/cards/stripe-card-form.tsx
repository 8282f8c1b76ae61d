import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** One Stripe.js per publishable key for the whole visit (loading it again would add a script). */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

interface Props {
  publishableKey: string;
  clientSecret: string;
  /** Saves the confirmed SetupIntent; true when the card was saved. */
  onToken: (token: string) => Promise<boolean>;
  /** Stripe's own refusal (incomplete number, 3-D Secure failed), shown where the server's is. */
  onRefusal: (message: string) => void;
}

/**
 * Stripe Elements: the card is typed into Stripe's frame and confirmed against the SetupIntent
 * there; Blush receives only the SetupIntent id. Loaded on demand (default export for lazy()),
 * so Stripe's code is not part of the main bundle.
 */
export default function StripeCardForm({ publishableKey, clientSecret, ...props }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmSetup {...props} />
    </Elements>
  );
}

function ConfirmSetup({ onToken, onRefusal }: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    try {
      const result = await stripe.confirmSetup({ elements, redirect: 'if_required' });
      if (result.error) onRefusal(result.error.message ?? t('cards.couldNotSave'));
      else await onToken(result.setupIntent.id);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" isDisabled={!stripe || !elements || pending} className="self-start">
        {t(pending ? 'cards.saving' : 'cards.save')}
      </Button>
    </form>
  );
}
