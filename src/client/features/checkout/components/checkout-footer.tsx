import { useId } from 'react';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { STEP_COUNT } from './checkout-rules.ts';
import { stepSearch } from './checkout-steps.tsx';

/** Back (after step 1), then Next, or "Place order" on the last step. */
export function CheckoutFooter({
  step,
  canNext,
  hint,
  isPending,
  onNext,
}: {
  step: number;
  canNext: boolean;
  /** Why Next is disabled, read with the button and shown above it. */
  hint: string;
  isPending: boolean;
  onNext: () => void;
}) {
  const t = useT();
  const hintId = useId();
  const last = step === STEP_COUNT;
  const showHint = !canNext && hint;
  return (
    <div className="mt-8 border-t border-line pt-5">
      {showHint ? (
        <p id={hintId} className="mb-3 text-sm text-muted md:text-right">
          {hint}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3 max-sm:*:flex-1">
        {step > 1 ? (
          <ButtonLink to={stepSearch(step - 1)} variant="secondary">
            {t('checkout.back')}
          </ButtonLink>
        ) : (
          <span className="max-sm:hidden" />
        )}
        <Button
          onPress={onNext}
          isDisabled={!canNext || isPending}
          aria-describedby={showHint ? hintId : undefined}
        >
          {last ? t(isPending ? 'checkout.placing' : 'checkout.placeOrder') : t('checkout.next')}
        </Button>
      </div>
    </div>
  );
}
