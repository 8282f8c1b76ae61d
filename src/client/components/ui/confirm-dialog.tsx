import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { ButtonProps } from 'react-aria-components';
import type { ConfirmModalProps } from './confirm-modal.tsx';

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
  const [isOpen, setOpen] = useState(false);
  // Once loaded, the modal stays mounted and opens and closes as React Aria's own would.
  const [opened, setOpened] = useState(false);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        onPress: () => {
          setOpened(true);
          setOpen(true);
        },
      })}
      {opened ? (
        <Suspense fallback={null}>
          <ConfirmModal {...modal} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
