import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';

/**
 * Wizard step 7. Payouts are not built yet: the artist learns where the money goes and
 * finishes now, connecting the bank account later from Settings → Banking info.
 */
export function StepBank({ wizard }: { wizard: WizardNav }) {
  const [pending, setPending] = useState(false);
  const finish = () => {
    setPending(true);
    void wizard.advance().finally(() => setPending(false));
  };
  return (
    <>
      <div className="flex gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">
          <Landmark aria-hidden className="size-6" />
        </span>
        <div className="space-y-3 text-muted">
          <p>
            {PRODUCT_NAME} pays you every week for the services you completed. Payouts go to a bank
            account you connect through our payment partner, so your bank details never pass through{' '}
            {PRODUCT_NAME}.
          </p>
          <p>
            You can connect it later from{' '}
            <strong className="text-ink">Settings → Banking info</strong>. Until then, a “!” there
            reminds you it is still to do.
          </p>
        </div>
      </div>
      <FormFooter wizard={wizard} onPress={finish} isPending={pending} nextLabel="Connect later" />
    </>
  );
}
