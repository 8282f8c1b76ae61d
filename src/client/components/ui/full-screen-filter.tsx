import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from './button.tsx';
import type { default as Modal, FullScreenFilterProps } from './full-screen-filter-modal.tsx';
import { useModalTrigger } from './use-modal-trigger.ts';

/**
 * The dialog's code, and the controls in it, load when it first opens, not with the page.
 * (`lazy()` drops the draft's type parameter; the module's own type keeps it.)
 */
const FullScreenFilterModal = lazy(
  () => import('./full-screen-filter-modal.tsx'),
) as unknown as typeof Modal;

/**
 * Mobile filters: a button (with the number of active choices on a badge) opening a
 * full-screen dialog. Choices there are a draft: the apply button applies them at once; Close
 * or Escape drops them; "Clear" empties the draft.
 */
export function FullScreenFilter<T>(props: FullScreenFilterProps<T>) {
  const { buttonLabel, buttonClassName, count } = props;
  const { mounted, triggerProps, modalProps } = useModalTrigger();
  return (
    <>
      <Button variant="secondary" className={`px-4 ${buttonClassName ?? ''}`} {...triggerProps}>
        <SlidersHorizontal aria-hidden className="size-4" />
        {buttonLabel}
        {count > 0 ? (
          <>
            <span
              aria-hidden
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-blush-700 px-1.5 text-xs font-semibold text-white"
            >
              {count}
            </span>
            <span className="sr-only">({count} active)</span>
          </>
        ) : null}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <FullScreenFilterModal {...props} {...modalProps} />
        </Suspense>
      ) : null}
    </>
  );
}
