import { useId } from 'react';
import { WIZARD_STEP_COUNT } from '#shared/domain/wizard.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';

/** What a form needs to know when it is a step of /create-profile rather than a settings page. */
export interface WizardNav {
  step: number;
  /** The previous step's address; null on the first step. */
  backTo: string | null;
  /**
   * Records the step as done and moves on; tells the person itself when the server refuses.
   * Resolves to whether it moved on.
   */
  advance: () => Promise<boolean>;
}

interface FooterProps {
  /** Set in the wizard: Back / Next with "n / 7". Otherwise the settings footer: Back / Update. */
  wizard?: WizardNav | undefined;
  /** The form the main button submits when it sits outside it (after other parts). */
  formId?: string;
  /** Without a form: what the main button does. */
  onPress?: () => void;
  /** Wizard only: Next stays disabled until the step holds what it asks for. */
  canNext?: boolean;
  /** Why Next is disabled, read with the button and shown above it. */
  hint?: string;
  isPending?: boolean;
  nextLabel?: string;
  /** Wizard only: a secondary Next when the step offers its main action in its body. */
  nextVariant?: 'primary' | 'secondary';
}

/** The footer of a profile form: the wizard's and the settings page's versions of one place. */
export function FormFooter({
  wizard,
  formId,
  onPress,
  canNext = true,
  hint,
  ...props
}: FooterProps) {
  const hintId = useId();
  const t = useT();
  // Without a press handler the button submits its form (the one it is in, or `formId`).
  const action = onPress ? { onPress } : { type: 'submit' as const, form: formId };
  if (!wizard) {
    return (
      <div className="mt-6 flex gap-3 max-md:*:flex-1">
        <ButtonLink to={paths.profileSettings} variant="secondary" className="md:hidden">
          {t('wizard.footer.back')}
        </ButtonLink>
        <Button {...action} isDisabled={props.isPending}>
          {props.isPending ? t('wizard.footer.updating') : t('wizard.footer.update')}
        </Button>
      </div>
    );
  }
  const showHint = !canNext && hint;
  return (
    <div className="mt-8 border-t border-line pt-5">
      {showHint ? (
        <p id={hintId} className="mb-3 text-center text-sm text-muted md:text-right">
          {hint}
        </p>
      ) : null}
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <div>
          {wizard.backTo ? (
            <ButtonLink to={wizard.backTo} variant="secondary">
              {t('wizard.footer.back')}
            </ButtonLink>
          ) : null}
        </div>
        <p className="text-sm font-medium text-muted">
          <span className="sr-only">{t('wizard.footer.step')} </span>
          {wizard.step} / {WIZARD_STEP_COUNT}
        </p>
        <div className="flex justify-end">
          <Button
            {...action}
            variant={props.nextVariant ?? 'primary'}
            isDisabled={!canNext || props.isPending}
            aria-describedby={showHint ? hintId : undefined}
          >
            {props.isPending
              ? t('wizard.footer.saving')
              : (props.nextLabel ?? t('wizard.footer.next'))}
          </Button>
        </div>
      </div>
    </div>
  );
}
