import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';

export interface ConfirmModalProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Told how to close the dialog, for when the action is done (or failed) and it should go. */
  onConfirm: (close: () => void) => void;
  /** Red for what cannot be undone; the usual colour for a yes that harms nothing (Accept). */
  confirmVariant?: 'danger' | 'primary';
  /** The way out, in the dialog's own words ("Keep booking"); "Cancel" by default. */
  dismissLabel?: string;
}

/**
 * ConfirmDialog's modal, loaded the first time one opens (default export for lazy()): focus
 * stays inside, Escape or Cancel closes it, and it cannot be dismissed while the action runs.
 */
export default function ConfirmModal({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  confirmVariant = 'danger',
  dismissLabel = 'Cancel',
}: ConfirmModalProps & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:items-center"
    >
      <Modal className="w-full max-w-md rounded-(--radius-card) bg-white p-6 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-2xl font-semibold">
                {title}
              </Heading>
              <div className="mt-2 text-muted">{children}</div>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onPress={close} isDisabled={isPending}>
                  {dismissLabel}
                </Button>
                <Button
                  variant={confirmVariant}
                  onPress={() => onConfirm(close)}
                  isDisabled={isPending}
                >
                  {isPending ? pendingLabel : confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
