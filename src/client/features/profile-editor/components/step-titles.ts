import { useT } from '#client/lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translator.ts';

/** The wizard's steps' names (#shared/domain/wizard.ts keeps their order and progress). */
const stepTitles: readonly MessageKey[] = [
  'wizard.step.personal',
  'wizard.step.bio',
  'wizard.step.categories',
  'wizard.step.portfolio',
  'wizard.step.services',
  'wizard.step.qualification',
  'wizard.step.bank',
];

/** The name of wizard step `step` (1 to 7) in the page's language; empty for no such step. */
export function useStepTitle(): (step: number) => string {
  const t = useT();
  return (step) => {
    const key = stepTitles[step - 1];
    return key ? t(key) : '';
  };
}
