import { WIZARD_STEP_COUNT, wizardSteps } from '#shared/domain/wizard.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useStepTitle } from './step-titles.ts';

/** Literal classes for each step's fixed value, so Tailwind sees them (no inline styles: CSP). */
const widths: Record<number, string> = {
  10: 'w-[10%]',
  25: 'w-[25%]',
  40: 'w-[40%]',
  55: 'w-[55%]',
  70: 'w-[70%]',
  85: 'w-[85%]',
  100: 'w-full',
};

/** The wizard's progress bar: a fixed value per step (spec §2). */
export function WizardProgress({ step }: { step: number }) {
  const t = useT();
  const { progress } = wizardSteps[step - 1] ?? wizardSteps[0];
  const title = useStepTitle()(step);
  return (
    <div
      role="progressbar"
      aria-label={t('wizard.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-valuetext={t('wizard.progressStep', { step, count: WIZARD_STEP_COUNT, title })}

      className="h-2 overflow-hidden rounded-full bg-blush-100"
    >
      <div
        className={`h-full rounded-full bg-blush-700 transition-[width] motion-reduce:transition-none ${widths[progress] ?? 'w-0'}`}
      />
    </div>
  );
}
