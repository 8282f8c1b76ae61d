import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { WIZARD_STEP_COUNT } from '#shared/domain/wizard.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { myProfileKey } from '#client/resources/my-profile.ts';
import { paths } from '#client/lib/paths.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import type { WizardNav } from './form-footer.tsx';

export const wizardStepPath = (step: number) => `${paths.createProfile}?step=${step}`;

/**
 * Back and Next for wizard step `step`. Next records the step reached on the server (it
 * refuses while an earlier step is missing something, and never moves back), then shows the
 * next step, or after the last one the tax details step (which leads to the public profile).
 */
export function useWizardNav(step: number): WizardNav {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const { alert } = useAlerts();
  const t = useT();
  return {
    step,
    backTo: step > 1 ? wizardStepPath(step - 1) : null,
    async advance() {
      const next = step + 1;
      // Step 1 comes before the profile exists; revisited steps are already recorded.
      const profile = queryClient.getQueryData<OwnProfile | null>(myProfileKey);
      let message: string | null = null;
      if (profile && profile.wizardStep < next) {
        try {
          ({ message } = await update.mutateAsync({ wizardStep: next }));
        } catch (error) {
          alert(errorMessage(error), 'error');
          return false;
        }
      }
      if (next > WIZARD_STEP_COUNT) {
        alert(message ?? t('wizard.updated'), 'success');

        // The tax details step: after banking, and never holding the profile back.
        await navigate(`${paths.taxSettings}?from=wizard`);
      } else {
        await navigate(wizardStepPath(next));
      }
      return true;
    },
  };
}
