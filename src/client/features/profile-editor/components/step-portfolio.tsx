import { useState } from 'react';
import { MIN_PORTFOLIO_PICTURES } from '#shared/domain/wizard.ts';
import { useT } from '#client/lib/i18n.tsx';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { PortfolioManager, usePortfolioStatus } from './portfolio-manager.tsx';

/** Wizard step 4: at least 5 pictures, each with a tag. Uploads and tags save as they happen. */
export function StepPortfolio({ wizard }: { wizard: WizardNav }) {
  const t = useT();
  const status = usePortfolioStatus();
  const [pending, setPending] = useState(false);
  const next = () => {
    setPending(true);
    void wizard.advance().finally(() => setPending(false));
  };
  const missing = Math.max(0, MIN_PORTFOLIO_PICTURES - status.count);
  const hint =
    missing > 0
      ? t('wizard.portfolio.missing', { missing, min: MIN_PORTFOLIO_PICTURES })
      : t('wizard.portfolio.untagged', { count: status.untagged });
  return (
    <>
      <p className="mb-5 text-muted">
        {t('wizard.portfolio.lead', { min: MIN_PORTFOLIO_PICTURES })}
      </p>

      <PortfolioManager />
      <FormFooter
        wizard={wizard}
        onPress={next}
        canNext={status.ready}
        hint={hint}
        isPending={pending}
      />
    </>
  );
}
