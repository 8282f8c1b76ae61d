import type { OwnProfile } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { BioForm } from './bio-form.tsx';
import { CategoriesForm } from './categories-form.tsx';
import { PersonalStep } from './personal-step.tsx';
import { StepBank } from './step-bank.tsx';
import { StepPortfolio } from './step-portfolio.tsx';
import { StepQualification } from './step-qualification.tsx';
import { StepServices } from './step-services.tsx';
import { useWizardNav } from './use-wizard-nav.ts';

/** The form of one wizard step; steps after the bio one need the profile it made. */
export function WizardStep({
  step,
  user,
  profile,
}: {
  step: number;
  user: CurrentUser;
  profile: OwnProfile | null;
}) {
  const wizard = useWizardNav(step);
  if (step === 1) return <PersonalStep user={user} wizard={wizard} />;
  if (step === 2) return <BioForm profile={profile} wizard={wizard} />;
  if (!profile) return null;
  switch (step) {
    case 3:
      return <CategoriesForm profile={profile} wizard={wizard} />;
    case 4:
      return <StepPortfolio wizard={wizard} />;
    case 5:
      return <StepServices profile={profile} wizard={wizard} />;
    case 6:
      return <StepQualification profile={profile} wizard={wizard} />;
    default:
      return <StepBank wizard={wizard} connected={profile.payoutConnected} />;
  }
}
