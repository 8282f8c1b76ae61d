import { CheckCircle2, Landmark } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { payoutDayName } from '#shared/domain/policy.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { startPayoutConnect } from '#client/resources/connect-payouts.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useGoToUrl } from '#client/lib/go-to-url.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { FormFooter, type WizardNav } from './form-footer.tsx';

/**
 * Wizard step 7. "Connect bank account" finishes the wizard, then opens the payment provider's
 * onboarding (it sends the artist back to /confirm-account); "Connect later" only finishes, and
 * Settings → Banking info keeps a "!" until the account is connected.
 */
export function StepBank({ wizard, connected }: { wizard: WizardNav; connected: boolean }) {
  const t = useT();
  const day = payoutDayName(useLocale());
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
          {t('wizard.bank.connected', { product: PRODUCT_NAME, day })}
        </p>
        <FormFooter
          wizard={wizard}
          onPress={finish}
          isPending={pending === 'later'}
          nextLabel={t('wizard.bank.finish')}
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
          <p>{t('wizard.bank.lead', { product: PRODUCT_NAME, day })}</p>
          <p>
            {t('wizard.bank.laterBefore')}{' '}
            <strong className="text-ink">{t('wizard.bank.laterWhere')}</strong>
            {t('wizard.bank.laterAfter')}
          </p>
          <Button onPress={() => void connect()} isDisabled={pending !== null}>
            {pending === 'connect' ? t('wizard.bank.connecting') : t('wizard.bank.connect')}
          </Button>
        </div>
      </div>
      <FormFooter
        wizard={wizard}
        onPress={finish}
        canNext={pending !== 'connect'}
        isPending={pending === 'later'}
        nextLabel={t('wizard.bank.later')}

        nextVariant="secondary"
      />
    </>
  );
}
