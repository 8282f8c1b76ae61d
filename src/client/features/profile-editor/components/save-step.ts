import { useAlerts } from '#client/components/ui/alerts.tsx';
import { showServerError } from '#client/lib/forms.ts';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { WizardNav } from './form-footer.tsx';

/**
 * The one way a profile form saves: the call, its success message as an alert, server errors
 * beside their fields and as alerts; in the wizard, then the next step.
 */
export function useSaveStep<T extends FieldValues>(
  setError: UseFormSetError<T>,
  wizard: WizardNav | undefined,
) {
  const { alert } = useAlerts();
  return async (call: () => Promise<{ message: string } | null>) => {
    try {
      const answer = await call();
      if (answer) alert(answer.message, 'success');
    } catch (error) {
      showServerError(error, setError, alert);
      return;
    }
    if (wizard) await wizard.advance();
  };
}
