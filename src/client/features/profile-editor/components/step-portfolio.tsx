import { useState } from 'react';
import { MIN_PORTFOLIO_PICTURES } from '#shared/domain/wizard.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { PortfolioManager, usePortfolioStatus } from './portfolio-manager.tsx';

/** Wizard step 4: at least 5 pictures, each with a tag. Uploads and tags save as they happen. */
export function StepPortfolio({ wizard }: { wizard: WizardNav }) {
  const status = usePortfolioStatus();
  const [pending, setPending] = useState(false);
  const next = () => {
    setPending(true);
    void wizard.advance().finally(() => setPending(false));
  };
  const missing = Math.max(0, MIN_PORTFOLIO_PICTURES - status.count);
  const hint =
    missing > 0
      ? `Add ${missing} more picture${missing === 1 ? '' : 's'} to continue (at least ${MIN_PORTFOLIO_PICTURES}).`
      : `Choose a tag for ${status.untagged === 1 ? 'the last picture' : `the ${status.untagged} untagged pictures`} to continue.`;
  return (
    <>
      <p className="mb-5 text-muted">
        Show at least {MIN_PORTFOLIO_PICTURES} pictures of your work, and tag each one so clients
        find it when they search.
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
