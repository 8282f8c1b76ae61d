import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#client/lib/i18n.tsx';
import { checkoutSteps } from './checkout-rules.ts';

/** Where a step of this checkout lives: the step is in the URL, so Back and refresh work. */
export const stepSearch = (step: number) => `?step=${step}`;

/**
 * Service, Contact, Payment, Book: the current step marked for screen readers; the steps
 * already open are links, the ones after the first unfinished step are not.
 */
export function CheckoutSteps({ step, furthest }: { step: number; furthest: number }) {
  const t = useT();
  return (
    <ol aria-label={t('checkout.steps.label')} className="mb-6 grid grid-cols-4 gap-2 md:mb-8">
      {checkoutSteps.map((key, i) => {
        const title = t(key);
        const n = i + 1;
        const current = n === step;
        const done = n < step;
        const tone = current
          ? 'border-blush-700 text-blush-800'
          : done
            ? 'border-blush-200 text-ink'
            : 'border-line text-muted';
        const label = (
          <>
            <span className="sr-only">{t('checkout.steps.n', { step: n })} </span>
            {done ? <Check aria-hidden className="size-4 shrink-0 max-sm:hidden" /> : null}
            {title}
          </>
        );
        return (
          <li
            key={key}
            aria-current={current ? 'step' : undefined}
            className={`min-w-0 border-t-4 pt-2 text-sm font-semibold break-words max-sm:text-xs ${tone}`}
          >
            {!current && n <= furthest ? (
              <Link
                to={stepSearch(n)}
                className="inline-flex min-h-11 items-center gap-1 underline-offset-4 hover:underline"
              >
                {label}
              </Link>
            ) : (
              <span className="inline-flex min-h-11 items-center gap-1">{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
