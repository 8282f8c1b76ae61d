import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import type { ButtonProps } from 'react-aria-components';
import type { ConfirmModalProps } from './confirm-modal.tsx';
import { useModalTrigger } from './use-modal-trigger.ts';

/** The modal's code (overlay, focus trap) loads when a dialog first opens, not with the page. */
const ConfirmModal = lazy(() => import('./confirm-modal.tsx'));

/**
 * Asks before something that cannot be undone. The trigger is a React Aria button, which
 * opens the modal dialog (focus stays inside, Escape or Cancel closes it and goes back to the
 * trigger) that cannot be dismissed while the action runs.
 */
export function ConfirmDialog({
  trigger,
  ...modal
}: ConfirmModalProps & { trigger: ReactElement<ButtonProps> }) {
  const { mounted, triggerProps, modalProps } = useModalTrigger();
  return (
    <>
      {cloneElement(trigger, triggerProps)}
      {mounted ? (
        <Suspense fallback={null}>
          <ConfirmModal {...modal} {...modalProps} />
        </Suspense>
      ) : null}
    </>
  );
}
