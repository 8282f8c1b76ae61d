import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { WIZARD_FINISHED, WIZARD_STEP_COUNT } from '#shared/domain/wizard.ts';

import { useAuth } from '#client/resources/auth.tsx';
import { useMyProfile } from '#client/resources/my-profile.ts';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useStepFocus } from '#client/lib/use-step-focus.ts';
import { useStepTitle } from './step-titles.ts';
import { ProfileNotReady } from './my-profile-gate.tsx';
import { WizardComplete } from './wizard-complete.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import { WizardStep } from './wizard-step.tsx';
import { wizardStepPath } from './use-wizard-nav.ts';

/**
 * /create-profile: the step lives in the URL (?step=n) so Back and refresh work. A returning
 * artist resumes at the step the server recorded, and cannot skip past it; without a profile,
 * the bio step (which creates it) is as far as one can go.
 */
export function ProfileWizard() {
  const { auth } = useAuth();
  const profile = useMyProfile({ enabled: auth.status === 'authenticated' });
  const [params] = useSearchParams();
  const requested = Number(params.get('step'));
  const t = useT();
  const stepTitle = useStepTitle()(requested);
  usePageTitle(stepTitle ? t('wizard.pageTitleStep', { step: stepTitle }) : t('wizard.pageTitle'));

  if (auth.status !== 'authenticated' || profile.isPending || profile.isError) {
    return <ProfileNotReady profile={profile} waiting={auth.status !== 'authenticated'} />;
  }
  const own = profile.data;
  if (own && own.wizardStep >= WIZARD_FINISHED) return <WizardComplete userId={auth.user._id} />;
  const resume = own ? Math.min(own.wizardStep, WIZARD_STEP_COUNT) : 1;
  const furthest = own ? resume : 2;
  if (!Number.isInteger(requested) || requested < 1 || requested > furthest) {
    return <Navigate to={wizardStepPath(resume)} replace />;
  }
  return (
    <StepFrame step={requested}>
      <WizardStep key={requested} step={requested} user={auth.user} profile={own} />
    </StepFrame>
  );
}

/** The progress bar and the step's heading, which takes the focus when the step changes. */
function StepFrame({ step, children }: { step: number; children: ReactNode }) {
  const title = useStepTitle()(step);
  const heading = useStepFocus(step);
  return (
    <div>
      <WizardProgress step={step} />
      <div className="mt-6 rounded-(--radius-card) border border-line bg-white p-5 md:p-8">
        <h2 ref={heading} tabIndex={-1} className="mb-5 text-2xl font-semibold outline-none">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
