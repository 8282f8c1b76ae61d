import { CheckCircle2, Landmark } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { PAYOUT_DAY } from '#shared/domain/policy.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { startPayoutConnect } from '#client/lib/connect-payouts.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useGoToUrl } from '#client/lib/go-to-url.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';

/**
 * Wizard step 7. "Connect bank account" finishes the wizard, then opens the payment provider's
 * onboarding (it sends the artist back to /confirm-account); "Connect later" only finishes, and
 * Settings → Banking info keeps a "!" until the account is connected.
 */
export function StepBank({ wizard, connected }: { wizard: WizardNav; connected: boolean }) {
  const { alert } = useAlerts();
  const goTo = useGoToUrl();
  const [pending, setPending] = useState<'connect' | 'later' | null>(null);

  const finish = () => {
    setPending('later');
    void wizard.advance().finally(() => setPending(null));
  };

  const connect = async () => {
    setPending('connect');
    // The profile is finished first, so the provider's return lands on a finished profile.
    if (!(await wizard.advance())) {
      setPending(null);
      return;
    }
    try {
      const { url } = await startPayoutConnect();
      goTo(url);
    } catch (error) {
      alert(errorMessage(error), 'error');
      setPending(null);
    }
  };

  if (connected) {
    return (
      <>
        <p className="flex gap-3 text-muted">
          <CheckCircle2 aria-hidden className="size-6 shrink-0 text-success" />
          Your bank account is connected: {PRODUCT_NAME} pays you every {PAYOUT_DAY} for the
          services you completed the week before.
        </p>
        <FormFooter
          wizard={wizard}
          onPress={finish}
          isPending={pending === 'later'}
          nextLabel="Finish"
        />
      </>
    );
  }
  return (
    <>
      <div className="flex gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">
          <Landmark aria-hidden className="size-6" />
        </span>
        <div className="space-y-3 text-muted">
          <p>
            {PRODUCT_NAME} pays you every {PAYOUT_DAY} for the services you completed the week
            before. Payouts go to a bank account you connect through our payment partner, so your
            bank details never pass through {PRODUCT_NAME}.
          </p>
          <p>
            You can also connect it later from{' '}
            <strong className="text-ink">Settings → Banking info</strong>. Until then, a “!” there
            reminds you it is still to do.
          </p>
          <Button onPress={() => void connect()} isDisabled={pending !== null}>
            {pending === 'connect' ? 'Connecting…' : 'Connect bank account'}
          </Button>
        </div>
      </div>
      <FormFooter
        wizard={wizard}
        onPress={finish}
        canNext={pending !== 'connect'}
        isPending={pending === 'later'}
        nextLabel="Connect later"
        nextVariant="secondary"
      />
    </>
  );
}
